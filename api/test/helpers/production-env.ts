// A complete production environment (config/env.ts accepts it): what a real deployment sets,
// with test values. Tests take one thing away or change one to see the refusal it causes.
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a'.repeat(20) + 'production-jwt-secret-xyz',
  PAYMENT_PROVIDER: 'razorpay',
  PAYMENT_KEY_ID: 'rzp_live_AbCdEfGhIjKlMn',
  PAYMENT_KEY_SECRET: 'live-key-secret-24-chars',
  PAYMENT_WEBHOOK_SECRET: 'webhook-secret-chosen-by-staff',
  FILE_LINK_SECRET: 'Zq8v-file-links-production-Xk3m-9Tr2',
  SERVER_CREDENTIAL_KEY: '5f0c2a9e7b13d4681ce2f7a05b9d3e8c41f6a27d09be5c3318a4f7e2d6c0b951',
  DATABASE_URL: 'postgres://u:p@db.internal:5432/academy',
  SMTP_URL: 'smtp://relay.internal:587',
  CORS_ORIGINS: 'https://www.vidya.example,https://vidya.example',
  PUBLIC_API_URL: 'https://api.vidya.example',
};

/** The same on the embedded database the tests use (explicitly allowed). */
export const PRODUCTION_ENV_ON_PGLITE: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(PRODUCTION_ENV).filter(([key]) => key !== 'DATABASE_URL')),
  API_ALLOW_PGLITE: '1',
};
