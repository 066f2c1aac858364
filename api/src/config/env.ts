// Configuration from the environment, parsed once at start. Every bad variable is listed
// together, so a misconfigured deploy fails with one readable message instead of one per restart.
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, remoteNameSchema } from '@sap-academy/contracts';
import { API_ROOT } from '../paths';
import { DEV_SERVER_CREDENTIAL_KEY, parseCredentialKey } from '../lib/secret-box';

const DEV_JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';
const DEV_PAYMENT_KEY_SECRET = 'test-key-secret';
const DEV_PAYMENT_WEBHOOK_SECRET = 'test-webhook-secret';
const DEV_FILE_LINK_SECRET = 'dev-only-file-link-secret-change-me-0123456789';
/** Razorpay key secrets are 24 characters; anything shorter is a placeholder, not a key. */
const MIN_PAYMENT_SECRET_LENGTH = 16;

/**
 * Secrets that are printed in this repository (defaults, .env.example, the README): whoever can
 * read the repo could sign tokens or payments with them, so production refuses every one.
 */
export const PUBLISHED_SECRETS: ReadonlySet<string> = new Set([
  DEV_JWT_SECRET,
  DEV_PAYMENT_KEY_SECRET,
  DEV_PAYMENT_WEBHOOK_SECRET,
  DEV_FILE_LINK_SECRET,
  DEV_SERVER_CREDENTIAL_KEY,
  'dev-only-jwt-secret-change-me-0123456789abcdef', // .env.example
  'change-me-to-a-long-random-string-of-32-chars-or-more', // api/.env.example
]);

/**
 * A secret's strength, as far as a start-up check can tell: how many different characters, and
 * length × the Shannon entropy of its character frequencies. Random base64 of 24 bytes scores
 * ~140 bits, random hex of 16 bytes ~125; 32 × `a` scores 0. A secret that is one piece repeated
 * (`abcd` × 8) is refused whatever it scores, since frequencies cannot see the repetition.
 */
export const MIN_SECRET_DISTINCT_CHARS = 10;
export const MIN_SECRET_ENTROPY_BITS = 96;
/**
 * REMOTES' `name=manifestURL` words (decision 307) as name → URL pairs in their order, or null when
 * a word is not one: the name a federation name (the contracts' rule, the shell's too), the URL
 * http(s). The shell's own checks (runtime-config-env.ts) stop it on more than this.
 */
export function remotesWords(value: string | undefined): Array<[string, string]> | null {
  const pairs: Array<[string, string]> = [];
  for (const word of (value ?? '').split(/\s+/).filter(Boolean)) {
    const at = word.indexOf('=');
    const [name, url] = [word.slice(0, at), word.slice(at + 1)];
    if (at < 0 || !remoteNameSchema.safeParse(name).success || !/^https?:\/\/\S/.test(url)) return null;
    pairs.push([name, url]);
  }
  return pairs;
}

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

export function secretEntropyBits(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...value].length;
  let bitsPerChar = 0;
  for (const n of counts.values()) bitsPerChar -= (n / length) * Math.log2(n / length);
  return bitsPerChar * length;
}

/** Why a STORAGE_URL cannot be used, or null (the storage module reads it the same way). */
export function storageUrlIssue(value: string): string | null {
  const url = parseUrl(value);
  if (!url || url.protocol !== 's3:' || !url.hostname) return 'not s3://bucket';
  const endpoint = url.searchParams.get('endpoint');
  if (endpoint !== null && !/^https?:$/.test(parseUrl(endpoint)?.protocol ?? '')) return 'endpoint not http(s)';
  return null;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function isGuessable(value: string): boolean {
  return new Set(value).size < MIN_SECRET_DISTINCT_CHARS || secretEntropyBits(value) < MIN_SECRET_ENTROPY_BITS || /^(.+?)\1+$/s.test(value);
}

const bool = z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).transform((v) => v === '1' || v === 'true' || v === 'yes');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: int(0, 65535).default(4000),
    // How long a stop (SIGTERM) waits for requests in flight, the jobs' runs and the database to
    // close before exiting anyway (with 1, naming the step that hung). Below Kubernetes'
    // terminationGracePeriodSeconds (30 s, deploy/k8s/base/api.yaml), so the process says why
    // before the kubelet kills it.
    SHUTDOWN_GRACE_MS: int(100, 120_000).default(10_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // OpenTelemetry's own variable (src/telemetry.ts reads it before the config exists); checked
    // here so a typo fails the start with the others instead of exporting nowhere.
    OTEL_EXPORTER_OTLP_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'an http(s) URL of an OTLP/HTTP collector' })]).optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_SIZE: int(1, 100).default(10),
    PGLITE_DATA_DIR: z.string().min(1).default(path.join(API_ROOT, '.data/pglite')),
    API_AUTO_MIGRATE: bool.default(false),
    // What server.ts seeds after migrating: nothing, the course catalogue, or the catalogue plus
    // the demo student, the demo staff admin and demo coupons (npm start and the tests only; refused in production).
    API_SEED: z.enum(['none', 'catalogue', 'demo']).default('none'),
    // The OpenAPI UI at /docs: on in development, off in production unless API_DOCS=1.
    API_DOCS: bool.optional(),
    // Production refuses embedded PGlite (one process, no replicas, no backups) unless this says so.
    API_ALLOW_PGLITE: bool.default(false),
    // Behind a reverse proxy, the number of proxy hops to trust for the client IP (rate limits).
    TRUST_PROXY_HOPS: int(0, 10).default(0),
    CORS_ORIGINS: list.default(['http://localhost:3000']),
    // The public site's origin, for the links in e-mails (the portal's "forgot password" page,
    // Orders). Unset: the first CORS origin, which is the shell's.
    PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    // The API's own public origin, for the unsubscribe link of marketing mail (decision 145): RFC
    // 8058's one-click POST goes to the link itself, so it must reach the API, not the site.
    // Unset: http://localhost:<PORT>, the API as npm start serves it; production requires it.
    PUBLIC_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    BODY_LIMIT_BYTES: int(1024, 10 * 1024 * 1024).default(64 * 1024),
    JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET must have at least 32 characters' }).optional(),
    CATALOGUE_CACHE_MS: int(0, 3_600_000).default(5000),
    // How long a "not revoked" answer is trusted; logouts in this process apply at once, and with
    // REDIS_URL in every replica at once (decision 115).
    AUTH_REVOCATION_CACHE_MS: int(0, 60_000).default(2000),
    // Shared state for replicas (decision 115): rate-limit counters and revocation messages.
    // Unset: both are per process, as for one process (npm start).
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional(),
    JWT_TTL_SECONDS: int(60, 60 * 60 * 24 * 90).default(60 * 60 * 24 * 7),
    ARGON2_MEMORY_KIB: int(1024, 1024 * 1024).default(19456), // OWASP 2023 minimum for argon2id
    ARGON2_TIME_COST: int(1, 10).default(2),
    // Hashes run on the libuv pool; capping them keeps a core for the event loop under a login storm.
    ARGON2_CONCURRENCY: int(1, 64).default(1),
    RATE_LIMIT_AUTH_MAX: int(1, 1_000_000).default(10),
    RATE_LIMIT_COUPON_MAX: int(1, 1_000_000).default(30),
    RATE_LIMIT_LEADS_MAX: int(1, 1_000_000).default(5),
    // Receipt downloads per student and window (decision 121): a person downloads a receipt a few
    // times; a loop gets 429s instead of the API's time.
    RATE_LIMIT_RECEIPT_MAX: int(1, 1_000_000).default(20),
    // Certificates (decision 135): PDF downloads per student, and public verification look-ups per
    // client address, per window.
    RATE_LIMIT_CERTIFICATE_MAX: int(1, 1_000_000).default(30),
    // Real-user beacons per client IP and window (POST /rum, decision 116): a page sends one or two.
    RATE_LIMIT_RUM_MAX: int(1, 1_000_000).default(60),
    // Prometheus metrics at GET /metrics with `Authorization: Bearer <METRICS_TOKEN>` (decision
    // 116). Unset: no /metrics route at all.
    // The parent domain the session cookie is shared on (decision 152), e.g. example.com for
    // www.example.com and api.example.com. Unset: the API's own host only.
    SESSION_COOKIE_DOMAIN: z.string().min(1).optional(),
    METRICS_TOKEN: z.string().min(16, { error: 'METRICS_TOKEN must have at least 16 characters' }).optional(),
    // The remotes' manifest URLs, the same variables the shell's nginx and renderer build the
    // runtime config from (compose, k8s site.env): real-user metrics label only these remotes and
    // the versions in these URLs, anything else is "other" (decision 122). Unset (npm start,
    // tests): the three remotes, unversioned, as the dev servers publish them.
    MFE_MARKETING_URL: z.url({ protocol: /^https?$/ }).optional(),
    MFE_LMS_URL: z.url({ protocol: /^https?$/ }).optional(),
    MFE_ADMIN_URL: z.url({ protocol: /^https?$/ }).optional(),
    // More remotes as `name=manifestURL` words (decision 307), as the shell's servers read them:
    // real-user metrics label them too. A word that is not name=URL stops the API as it stops the shell.
    REMOTES: z
      .string()
      .optional()
      .refine((words) => remotesWords(words) !== null, {
        error: 'REMOTES must be space-separated name=http(s)-manifest-URL words (name: letters, digits, _)',
      }),
    // Days a real-user record is kept before the hourly clean-up deletes it.
    RUM_RETENTION_DAYS: int(1, 365).default(30),
    RATE_LIMIT_WINDOW: z.string().min(1).default('1 minute'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('SAP Academy <no-reply@sap-academy.local>'),
    SALES_EMAIL: z.email().default('sales@sap-academy.local'),
    // E-mail outbox (decision 105). Retries back off exponentially up to OUTBOX_BACKOFF_MAX_MS and
    // go on for OUTBOX_RETRY_FOR_HOURS after a row was queued, so a weekend-long SMTP outage loses
    // nothing; only then is a row parked. A send is abandoned after OUTBOX_SEND_TIMEOUT_MS: a batch
    // (two rounds of sends) fits the 60 s lease, so a hung SMTP server cannot make two workers send
    // the same row.
    // (OUTBOX_MAX_ATTEMPTS is gone: a count of attempts said nothing about how long mail waited.)
    OUTBOX_POLL_MS: int(50, 3_600_000).default(5000),
    OUTBOX_BACKOFF_MAX_MS: int(1000, 24 * 3_600_000).default(15 * 60_000),
    OUTBOX_RETRY_FOR_HOURS: int(1, 24 * 30).default(48),
    OUTBOX_SEND_TIMEOUT_MS: int(10, 25_000).default(20_000),
    // A send cut by that timeout may have been delivered (the server acknowledged late): it is
    // retried after this long, as the same message, not after the 5 s backoff (decision 122).
    OUTBOX_UNKNOWN_RETRY_MS: int(1000, 24 * 3_600_000).default(30 * 60_000),
    // Order lifecycle (decision 106): an unpaid order holds its coupon use this long; the expiry
    // job looks for due orders this often.
    ORDER_TTL_MINUTES: int(1, 7 * 24 * 60).default(30),
    ORDER_EXPIRY_POLL_MS: int(1000, 3_600_000).default(60_000),
    // Refund reconciliation (decision 148): a refund still pending this many minutes after it was
    // asked for (its webhook lost or late) is looked up at Razorpay; the job looks this often.
    REFUND_RECONCILE_AFTER_MINUTES: int(1, 7 * 24 * 60).default(30),
    REFUND_RECONCILE_POLL_MS: int(1000, 3_600_000).default(300_000),
    // Reminder scans (decision 139): how often each replica looks for reminders now due (an hour
    // before a session). A minute keeps "an hour before" within a minute; the outbox's dedup key
    // keeps the replicas' scans from sending one twice.
    REMINDERS_POLL_MS: int(1000, 3_600_000).default(60_000),
    // The canary judge (decision 127): how often each replica compares every candidate with its
    // stable build and rolls it back when the guard says so; 0 turns the periodic judge off
    // (POST /admin/releases/:remote/judge still works).
    RELEASE_JUDGE_INTERVAL_MS: z.coerce
      .number()
      .int()
      .refine((ms) => ms === 0 || (ms >= 1000 && ms <= 3_600_000), { error: 'RELEASE_JUDGE_INTERVAL_MS must be 0 (off) or 1000 to 3600000' })
      .default(60_000),
    PAYMENT_PROVIDER: z.enum(['test', 'razorpay']).default('test'),
    PAYMENT_KEY_ID: z.string().default('rzp_test_local'),
    PAYMENT_KEY_SECRET: z.string().optional(),
    PAYMENT_WEBHOOK_SECRET: z.string().optional(),
    // Razorpay's REST base (orders, payments). Configurable so tests and the e2e stack can point
    // the API at a local fake instead of the internet.
    RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com/v1'),
    // Stored files (decision 131): the local folder by default, under the API's data folder;
    // STORAGE_URL (s3://bucket?endpoint=…&region=…) puts them in an S3-compatible bucket instead.
    STORAGE_DIR: z.string().min(1).default(path.join(API_ROOT, '.data/storage')),
    STORAGE_URL: z
      .string()
      .optional()
      .refine((value) => value === undefined || storageUrlIssue(value) === null, {
        error: 'must be s3://bucket with optional ?endpoint=http(s)://host&region=…&path_style=1 (decision 131)',
      }),
    // The largest file a staff member may attach to a class (decision 131).
    UPLOAD_MAX_BYTES: int(1024, 200 * 1024 * 1024).default(20 * 1024 * 1024),
    // Signed download links (decision 131): the HMAC key, and how long a link works.
    FILE_LINK_SECRET: z.string().optional(),
    FILE_LINK_TTL_SECONDS: int(30, 24 * 60 * 60).default(300),
    // Practice-server passwords are sealed with this key (decision 150): 32 bytes, base64 or hex
    // (openssl rand -base64 32). Unset outside production: a development key derived in lib/secret-box.ts.
    SERVER_CREDENTIAL_KEY: z
      .string()
      .optional()
      .refine((value) => value === undefined || parseCredentialKey(value) !== null, {
        error: 'SERVER_CREDENTIAL_KEY must be 32 bytes as base64 (openssl rand -base64 32) or 64 hex digits',
      }),
    // How often the practice server's health URL is checked (decision 150).
    PRACTICE_SERVER_CHECK_MS: int(10_000, 24 * 3_600_000).default(5 * 60_000),
    SETTINGS_CURRENCY: z.string().length(3).default(DEFAULT_CURRENCY),
    SETTINGS_LOCALE: z.string().min(2).default(DEFAULT_LOCALE),
    SETTINGS_CONTACT_EMAIL: z.email().default('info@sap-academy.local'),
    SETTINGS_PHONE: z.string().default('+91 90000 00000'),
    SETTINGS_WHATSAPP: z.string().default('+91 90000 00000'),
    SETTINGS_BOOKING_URL: z.url().default('https://calendly.com/sap-academy/consultation'),
    SETTINGS_SOCIAL_LINKS: z
      .string()
      .default('{"linkedin":"#","instagram":"#","youtube":"#","facebook":"#"}')
      .transform((v, ctx) => {
        try {
          return z.record(z.string(), z.string()).parse(JSON.parse(v));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON object of strings' });
          return z.NEVER;
        }
      }),
    SETTINGS_WEBINAR_TITLE: z.string().default('Free SAP career webinar'),
    SETTINGS_WEBINAR_DATE: z.string().default('25th August'), // §2, §9
    SETTINGS_WEBINAR_TIME: z.string().default('12 PM'), // §2, §9
  })
  .transform((env) => ({
    ...env,
    API_DOCS: env.API_DOCS ?? env.NODE_ENV !== 'production',
    PUBLIC_SITE_URL: (env.PUBLIC_SITE_URL ?? env.CORS_ORIGINS[0] ?? 'http://localhost:3000').replace(/\/+$/, ''),
    PUBLIC_API_URL: (env.PUBLIC_API_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    // Development defaults only: production never gets here without its own (productionIssues).
    JWT_SECRET: env.JWT_SECRET ?? DEV_JWT_SECRET,
    // The test provider signs with a fixed local secret so a developer can pay without an account.
    PAYMENT_KEY_SECRET: env.PAYMENT_KEY_SECRET ?? DEV_PAYMENT_KEY_SECRET,
    PAYMENT_WEBHOOK_SECRET: env.PAYMENT_WEBHOOK_SECRET ?? env.PAYMENT_KEY_SECRET ?? DEV_PAYMENT_WEBHOOK_SECRET,
    FILE_LINK_SECRET: env.FILE_LINK_SECRET ?? DEV_FILE_LINK_SECRET,
    SERVER_CREDENTIAL_KEY: env.SERVER_CREDENTIAL_KEY ?? DEV_SERVER_CREDENTIAL_KEY,
    // A relative folder is the API package's, whatever directory the process started in.
    STORAGE_DIR: path.resolve(API_ROOT, env.STORAGE_DIR),
  }));

export type Config = z.infer<typeof envSchema>;

type RawEnv = Record<string, string | undefined>;

/** A secret production accepts: set, not printed in this repository, long enough. */
function secretIssue(env: RawEnv, name: string, minLength: number): string | null {
  const value = env[name];
  if (!value) return `${name}: is required in production`;
  if (PUBLISHED_SECRETS.has(value)) return `${name}: is a published development default; generate a new secret`;
  if (value.length < minLength) return `${name}: must have at least ${minLength} characters in production`;
  return null;
}

/** The JWT key signs every session: length alone admits 32 × `a` (decision 120). */
function jwtSecretIssue(env: RawEnv): string | null {
  const value = env.JWT_SECRET!;
  if (isGuessable(value)) {
    return `JWT_SECRET: is too predictable (at least ${MIN_SECRET_DISTINCT_CHARS} different characters, ${MIN_SECRET_ENTROPY_BITS} bits by character frequency, not one piece repeated); use e.g. openssl rand -base64 48`;
  }
  return null;
}

/** Download links are signed with it (decision 131): guessable or shared with the session key, one leak opens every file. */
function fileLinkSecretIssue(env: RawEnv): string | null {
  const value = env.FILE_LINK_SECRET!;
  if (isGuessable(value)) return 'FILE_LINK_SECRET: is too predictable; use e.g. openssl rand -base64 48';
  if (value === env.JWT_SECRET) return 'FILE_LINK_SECRET: must differ from JWT_SECRET in production';
  return null;
}

/** Reused keys: whoever holds the Razorpay key secret could forge webhooks that settle orders. */
function webhookSecretIssue(env: RawEnv): string | null {
  if (env.PAYMENT_WEBHOOK_SECRET && env.PAYMENT_WEBHOOK_SECRET === env.PAYMENT_KEY_SECRET) {
    return 'PAYMENT_WEBHOOK_SECRET: must differ from PAYMENT_KEY_SECRET in production (set its own secret in the Razorpay webhook settings)';
  }
  return null;
}

/**
 * Mail catchers keep every message and show it on an open web page (login codes, reset codes,
 * receipts): a test tool, never a production relay. The compose demo uses mailpit.
 */
export const MAIL_CATCHER_HOSTS: ReadonlySet<string> = new Set(['mailpit', 'mailhog', 'mailcatcher', 'maildev', 'smtp4dev', 'mailcrab', 'inbucket']);

function smtpUrlIssue(env: RawEnv): string | null {
  if (!env.SMTP_URL) return 'SMTP_URL: is required in production (without it e-mails, lead notifications included, are only logged)';
  const url = parseUrl(env.SMTP_URL);
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    return 'SMTP_URL: must be an smtp:// or smtps:// URL with a host in production (e.g. smtps://user:pass@smtp.example.com:465)';
  }
  if (MAIL_CATCHER_HOSTS.has(url.hostname.toLowerCase())) {
    return `SMTP_URL: ${url.hostname} is a test mail catcher, not a mail provider; production codes and receipts must reach real inboxes`;
  }
  return null;
}

function publicSiteUrlIssue(env: RawEnv): string | null {
  const site = env.PUBLIC_SITE_URL ?? env.CORS_ORIGINS?.split(',')[0]?.trim();
  if (!site) {
    return "PUBLIC_SITE_URL: is required in production (the site's origin for links in e-mails; the first of CORS_ORIGINS is used when that is set)";
  }
  const url = parseUrl(site);
  // Reset links carry one-time codes: over plain http anyone on the path reads them. A loopback
  // origin never crosses a network (a production-shaped run on one machine, the compose smoke).
  if (url?.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return `PUBLIC_SITE_URL: must be https in production (links in e-mails carry reset codes; ${env.PUBLIC_SITE_URL ? 'it' : 'the first of CORS_ORIGINS'} is ${url.origin})`;
  }
  return null;
}

/**
 * The unsubscribe link of marketing mail points at the API (RFC 8058's one-click POST goes to the
 * link itself, decision 145): unset in production, every such link would say localhost.
 */
function publicApiUrlIssue(env: RawEnv): string | null {
  if (!env.PUBLIC_API_URL) return "PUBLIC_API_URL: is required in production (the API's public origin, for the unsubscribe link in marketing mail)";
  const url = parseUrl(env.PUBLIC_API_URL);
  if (url?.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return `PUBLIC_API_URL: must be https in production (an unsubscribe link carries a signed token; it is ${url.origin})`;
  }
  return null;
}

/**
 * Production is safe by construction: every setting that would give courses away, let anyone
 * sign tokens or payments, or silently lose data is refused, one line per variable.
 */
function productionIssues(env: RawEnv): string[] {
  const issues: Array<string | null> = [
    secretIssue(env, 'JWT_SECRET', 32) ?? jwtSecretIssue(env),
    secretIssue(env, 'FILE_LINK_SECRET', 32) ?? fileLinkSecretIssue(env),
    // Whoever holds the key reads every practice-server password (decision 150).
    secretIssue(env, 'SERVER_CREDENTIAL_KEY', 32),
    env.PAYMENT_PROVIDER === 'razorpay' ? null : 'PAYMENT_PROVIDER: must be razorpay in production (the test provider settles orders with no payment)',
    env.PAYMENT_KEY_ID ? null : 'PAYMENT_KEY_ID: is required in production (the Razorpay key id)',
    secretIssue(env, 'PAYMENT_KEY_SECRET', MIN_PAYMENT_SECRET_LENGTH),
    secretIssue(env, 'PAYMENT_WEBHOOK_SECRET', MIN_PAYMENT_SECRET_LENGTH) ?? webhookSecretIssue(env),
    env.DATABASE_URL || ['1', 'true', 'yes'].includes(env.API_ALLOW_PGLITE ?? '')
      ? null
      : 'DATABASE_URL: is required in production (embedded PGlite is one process with no replicas; API_ALLOW_PGLITE=1 accepts it)',
    smtpUrlIssue(env),
    // Reset links and receipts would otherwise send customers to http://localhost:3000.
    publicSiteUrlIssue(env),
    publicApiUrlIssue(env),
    // Every call carries the key secret (Basic auth): plain HTTP would hand it to the network.
    env.RAZORPAY_API_URL && !env.RAZORPAY_API_URL.startsWith('https://')
      ? 'RAZORPAY_API_URL: must be https in production (every call carries the key secret)'
      : null,
    env.API_SEED === 'demo'
      ? 'API_SEED: demo data (published student and staff admin passwords, a 100 % coupon) is refused in production; use catalogue or none'
      : null,
  ];
  return issues.filter((issue): issue is string => issue !== null);
}

/** Rules across variables; checked on the raw values so they are reported with every other error. */
function crossFieldIssues(env: RawEnv): string[] {
  if (env.NODE_ENV === 'production') return productionIssues(env);
  if (env.PAYMENT_PROVIDER === 'razorpay' && !env.PAYMENT_KEY_SECRET) {
    return ['PAYMENT_KEY_SECRET: is required for razorpay'];
  }
  return [];
}

/**
 * The development defaults a process is running on, for one start-up warning: fine on a
 * laptop, and a reminder of what a deployment has to set.
 */
export function developmentDefaultsInUse(source: NodeJS.ProcessEnv = process.env): string[] {
  const env = cleanEnv(source);
  if (env.NODE_ENV === 'production') return [];
  const defaults: string[] = [];
  if (!env.JWT_SECRET) defaults.push('JWT_SECRET (a published development secret)');
  if ((env.PAYMENT_PROVIDER ?? 'test') === 'test') defaults.push('PAYMENT_PROVIDER=test (orders are paid without money)');
  if (!env.PAYMENT_KEY_SECRET) defaults.push('PAYMENT_KEY_SECRET (a published development secret)');
  if (!env.PAYMENT_WEBHOOK_SECRET && !env.PAYMENT_KEY_SECRET) defaults.push('PAYMENT_WEBHOOK_SECRET (a published development secret)');
  if (!env.DATABASE_URL) defaults.push('embedded PGlite (no DATABASE_URL)');
  if (!env.FILE_LINK_SECRET) defaults.push('FILE_LINK_SECRET (a published development secret)');
  if (!env.SERVER_CREDENTIAL_KEY) defaults.push('SERVER_CREDENTIAL_KEY (a published development key)');
  if (!env.SMTP_URL) defaults.push('SMTP_URL unset (e-mails are written to the log)');
  return defaults;
}

const cleanEnv = (source: NodeJS.ProcessEnv): RawEnv => Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses `source`, treating empty strings as unset (as a blank `.env` line means). */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = cleanEnv(source);
  const result = envSchema.safeParse(cleaned);
  const issues = [...(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)), ...crossFieldIssues(cleaned)];
  if (result.success && issues.length === 0) return result.data;
  throw new ConfigError(`Invalid environment configuration:\n${issues.map((line) => `  - ${line}`).join('\n')}`);
}
