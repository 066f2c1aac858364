// Replaces zod's `locales` namespace (40+ languages) in browser builds: a shared module ships
// every export whole, and this English-only site never calls z.locales.* — docs/decisions/004.
export { default as en } from 'zod/v4/locales/en.js';
