import { DEV_SERVER_CREDENTIAL_KEY } from '../../src/lib/secret-box';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ConfigError, PUBLISHED_SECRETS, developmentDefaultsInUse, loadConfig, secretEntropyBits } from '../../src/config/env';
import { API_ROOT } from '../../src/paths';
import { PRODUCTION_ENV } from '../helpers/production-env';

describe('loadConfig', () => {
  it('has working defaults for development (port 4000, PGlite, localhost:3000 CORS)', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(4000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DATA_DIR).toMatch(/api\/\.data\/pglite$/);
    expect(config.CORS_ORIGINS).toEqual(['http://localhost:3000']);
    expect(config.PAYMENT_PROVIDER).toBe('test');
    expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('parses lists, numbers and flags', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'http://a.test, http://b.test',
      PORT: '5000',
      API_AUTO_MIGRATE: '1',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
    });
    expect(config.CORS_ORIGINS).toEqual(['http://a.test', 'http://b.test']);
    expect(config.PORT).toBe(5000);
    expect(config.API_AUTO_MIGRATE).toBe(true);
    expect(config.DATABASE_URL).toBe('postgres://u:p@127.0.0.1:5432/db');
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', SETTINGS_SOCIAL_LINKS: '[1' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'SETTINGS_SOCIAL_LINKS']) expect(message).toContain(name);
  });

  it('requires a key secret for razorpay in development too', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(/PAYMENT_KEY_SECRET/);
  });

  it("takes Razorpay's REST base from RAZORPAY_API_URL, real URL by default, http(s) only", () => {
    expect(loadConfig({}).RAZORPAY_API_URL).toBe('https://api.razorpay.com/v1');
    expect(loadConfig({ RAZORPAY_API_URL: 'http://127.0.0.1:4149/v1' }).RAZORPAY_API_URL).toBe('http://127.0.0.1:4149/v1');
    expect(() => loadConfig({ RAZORPAY_API_URL: 'ftp://api.razorpay.com/v1' })).toThrow(/RAZORPAY_API_URL/);
    expect(() => loadConfig({ RAZORPAY_API_URL: 'not a url' })).toThrow(/RAZORPAY_API_URL/);
  });

  it('checks OTEL_EXPORTER_OTLP_ENDPOINT: an http(s) collector URL, or unset for no tracing', () => {
    expect(loadConfig({}).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318' }).OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://otel-collector:4318');
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT: an http\(s\) URL/);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://otel-collector:4317' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('reads REMOTES as the shell does, refusing a word the shell would refuse', () => {
    const words = 'mfe_labs=https://cdn.example.com/mfe-labs/1.0.0/mf-manifest.json  mfe_events=http://localhost:3010/mf-manifest.json';
    expect(loadConfig({ REMOTES: words }).REMOTES).toBe(words);
    for (const bad of ['mfe-labs=https://cdn.example.com/mf-manifest.json', 'mfe_labs', 'mfe_labs=ftp://cdn.example.com/mf-manifest.json']) {
      expect(() => loadConfig({ REMOTES: bad })).toThrow(/REMOTES: REMOTES must be space-separated name=http\(s\)-manifest-URL words/);
    }
  });

  it('links mails to PUBLIC_SITE_URL, by default the first CORS origin, without a trailing slash', () => {
    expect(loadConfig({}).PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(loadConfig({ CORS_ORIGINS: 'https://www.vidya.example, https://admin.vidya.example' }).PUBLIC_SITE_URL).toBe('https://www.vidya.example');
    expect(loadConfig({ PUBLIC_SITE_URL: 'https://learn.vidya.example/' }).PUBLIC_SITE_URL).toBe('https://learn.vidya.example');
    expect(() => loadConfig({ PUBLIC_SITE_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_SITE_URL/);
  });

  it('shares state through REDIS_URL only when it is set (decision 115), redis:// or rediss:// only', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://redis:6379' }).REDIS_URL).toBe('redis://redis:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://user:pw@cache.example:6380/2' }).REDIS_URL).toBe('rediss://user:pw@cache.example:6380/2');
    for (const bad of ['http://redis:6379', 'redis-host:6379', 'not a url']) {
      expect(() => loadConfig({ REDIS_URL: bad })).toThrow(/REDIS_URL: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    }
  });

  it('keeps stored files under the API data folder by default; a relative STORAGE_DIR is the API package’s', () => {
    expect(loadConfig({}).STORAGE_DIR).toBe(path.join(API_ROOT, '.data/storage'));
    expect(loadConfig({ STORAGE_DIR: 'files' }).STORAGE_DIR).toBe(path.join(API_ROOT, 'files'));
    expect(loadConfig({ STORAGE_DIR: '/var/lib/sap-academy/files' }).STORAGE_DIR).toBe('/var/lib/sap-academy/files');
    expect(loadConfig({}).UPLOAD_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(loadConfig({}).FILE_LINK_TTL_SECONDS).toBe(300);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(4000);
  });
});

const PRODUCTION = PRODUCTION_ENV;

/** The refusal lines of a production config, or [] when it is accepted. */
function refusals(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(Object.fromEntries<string | undefined>(Object.entries(env).filter(([, v]) => v !== undefined)));
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.replace(/^ {2}- /, ''));
  }
}

describe('loadConfig in production (cannot be misconfigured into giving money away)', () => {
  it('accepts a complete production configuration: Razorpay, no docs, no seed', () => {
    expect(refusals(PRODUCTION)).toEqual([]);
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ PAYMENT_PROVIDER: 'razorpay', API_DOCS: false, API_SEED: 'none' });
  });

  it.each([
    ['PAYMENT_PROVIDER', undefined, /^PAYMENT_PROVIDER: must be razorpay in production/],
    ['PAYMENT_PROVIDER', 'test', /^PAYMENT_PROVIDER: must be razorpay in production \(the test provider settles orders with no payment\)$/],
    ['JWT_SECRET', undefined, /^JWT_SECRET: is required in production$/],
    ['JWT_SECRET', 'dev-only-jwt-secret-change-me-0123456789abcdef', /^JWT_SECRET: is a published development default/],
    ['PAYMENT_KEY_ID', undefined, /^PAYMENT_KEY_ID: is required in production/],
    ['PAYMENT_KEY_SECRET', undefined, /^PAYMENT_KEY_SECRET: is required in production$/],
    ['PAYMENT_KEY_SECRET', 'test-key-secret', /^PAYMENT_KEY_SECRET: is a published development default/],
    ['PAYMENT_KEY_SECRET', 'short-secret', /^PAYMENT_KEY_SECRET: must have at least 16 characters in production$/],
    ['PAYMENT_WEBHOOK_SECRET', undefined, /^PAYMENT_WEBHOOK_SECRET: is required in production$/],
    ['PAYMENT_WEBHOOK_SECRET', 'test-webhook-secret', /^PAYMENT_WEBHOOK_SECRET: is a published development default/],
    ['DATABASE_URL', undefined, /^DATABASE_URL: is required in production \(embedded PGlite .* API_ALLOW_PGLITE=1 accepts it\)$/],
    ['SMTP_URL', undefined, /^SMTP_URL: is required in production/],
    ['CORS_ORIGINS', undefined, /^PUBLIC_SITE_URL: is required in production \(the site's origin for links in e-mails/],
    ['API_SEED', 'demo', /^API_SEED: demo data .* is refused in production/],
    ['RAZORPAY_API_URL', 'http://127.0.0.1:4149/v1', /^RAZORPAY_API_URL: must be https in production/],
    // Decision 120: weak settings that used to start.
    ['PAYMENT_WEBHOOK_SECRET', PRODUCTION_ENV.PAYMENT_KEY_SECRET, /^PAYMENT_WEBHOOK_SECRET: must differ from PAYMENT_KEY_SECRET in production/],
    ['SMTP_URL', 'not-a-url', /^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL with a host in production/],
    ['SMTP_URL', 'https://mail.example.com', /^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
    // A catcher shows every login code on an open web page: the compose demo's, never production's.
    ['SMTP_URL', 'smtp://mailpit:1025', /^SMTP_URL: mailpit is a test mail catcher, not a mail provider/],
    ['SMTP_URL', 'smtp://MailHog:1025', /^SMTP_URL: MailHog is a test mail catcher/],
    ['SMTP_URL', '', /^SMTP_URL: is required in production/],
    ['JWT_SECRET', 'a'.repeat(32), /^JWT_SECRET: is too predictable/],
    ['JWT_SECRET', 'abcd'.repeat(8), /^JWT_SECRET: is too predictable/],
    ['JWT_SECRET', '0123456789abcdef'.repeat(2), /^JWT_SECRET: is too predictable/],
    ['PUBLIC_SITE_URL', 'http://www.vidya.example', /^PUBLIC_SITE_URL: must be https in production .*http:\/\/www\.vidya\.example\)$/],
    // Decision 131: the key that signs download links.
    ['FILE_LINK_SECRET', undefined, /^FILE_LINK_SECRET: is required in production$/],
    ['FILE_LINK_SECRET', 'dev-only-file-link-secret-change-me-0123456789', /^FILE_LINK_SECRET: is a published development default/],
    ['FILE_LINK_SECRET', 'short', /^FILE_LINK_SECRET: must have at least 32 characters in production$/],
    ['FILE_LINK_SECRET', 'b'.repeat(40), /^FILE_LINK_SECRET: is too predictable/],
    ['FILE_LINK_SECRET', PRODUCTION_ENV.JWT_SECRET, /^FILE_LINK_SECRET: must differ from JWT_SECRET in production$/],
    // Decision 150: the key that seals practice-server passwords.
    ['SERVER_CREDENTIAL_KEY', undefined, /^SERVER_CREDENTIAL_KEY: is required in production$/],
    ['SERVER_CREDENTIAL_KEY', DEV_SERVER_CREDENTIAL_KEY, /^SERVER_CREDENTIAL_KEY: is a published development default/],
    ['SERVER_CREDENTIAL_KEY', 'x'.repeat(40), /^SERVER_CREDENTIAL_KEY: SERVER_CREDENTIAL_KEY must be 32 bytes/],
    ['STORAGE_URL', 'https://bucket.example', /^STORAGE_URL: must be s3:\/\/bucket/],
    ['STORAGE_URL', 's3://bucket?endpoint=ftp://x', /^STORAGE_URL: must be s3:\/\/bucket/],
    // Decision 145: the unsubscribe link of marketing mail reaches the API, never localhost.
    ['PUBLIC_API_URL', undefined, /^PUBLIC_API_URL: is required in production \(the API's public origin/],
    ['PUBLIC_API_URL', 'http://api.vidya.example', /^PUBLIC_API_URL: must be https in production .*it is http:\/\/api\.vidya\.example\)$/],
    ['CORS_ORIGINS', 'http://www.vidya.example', /^PUBLIC_SITE_URL: must be https in production .*the first of CORS_ORIGINS is http:\/\/www\.vidya\.example/],
  ])('refuses %s=%s with one line naming it', (name, value, line) => {
    const lines = refusals({ ...PRODUCTION, [name]: value });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });

  it('refuses every published secret for every secret variable', () => {
    for (const secret of PUBLISHED_SECRETS) {
      for (const name of ['JWT_SECRET', 'PAYMENT_KEY_SECRET', 'PAYMENT_WEBHOOK_SECRET', 'FILE_LINK_SECRET']) {
        const lines = refusals({ ...PRODUCTION, [name]: secret });
        expect(lines.some((l) => l.startsWith(`${name}: `))).toBe(true);
      }
    }
  });

  it('accepts random secrets of the usual generators and a loopback site origin over http (one machine, no network)', () => {
    for (const secret of [randomBytes(16).toString('hex'), randomBytes(24).toString('base64'), randomBytes(48).toString('base64url')]) {
      expect(refusals({ ...PRODUCTION, JWT_SECRET: secret })).toEqual([]);
    }
    expect(secretEntropyBits('a'.repeat(32))).toBe(0);
    expect(refusals({ ...PRODUCTION, CORS_ORIGINS: 'http://127.0.0.1:3000' })).toEqual([]);
    expect(refusals({ ...PRODUCTION, PUBLIC_SITE_URL: 'http://localhost:3000' })).toEqual([]);
    expect(refusals({ ...PRODUCTION, PUBLIC_API_URL: 'http://localhost:4000' })).toEqual([]);
    expect(refusals({ ...PRODUCTION, SMTP_URL: 'smtps://user:pass@smtp.example.com:465' })).toEqual([]);
  });

  it('the webhook secret does not fall back to the key secret in production', () => {
    expect(refusals({ ...PRODUCTION, PAYMENT_WEBHOOK_SECRET: undefined })).toEqual(['PAYMENT_WEBHOOK_SECRET: is required in production']);
  });

  it('lists every refusal together: an empty production environment names each variable once', () => {
    const names = refusals({ NODE_ENV: 'production' }).map((l) => l.split(':')[0]);
    expect(names).toEqual([
      'JWT_SECRET',
      'FILE_LINK_SECRET',
      'SERVER_CREDENTIAL_KEY',
      'PAYMENT_PROVIDER',
      'PAYMENT_KEY_ID',
      'PAYMENT_KEY_SECRET',
      'PAYMENT_WEBHOOK_SECRET',
      'DATABASE_URL',
      'SMTP_URL',
      'PUBLIC_SITE_URL',
      'PUBLIC_API_URL',
    ]);
  });

  it('takes the links in e-mails from PUBLIC_SITE_URL, else the first CORS origin', () => {
    expect(loadConfig({ ...PRODUCTION, CORS_ORIGINS: undefined, PUBLIC_SITE_URL: 'https://www.vidya.example/' }).PUBLIC_SITE_URL).toBe(
      'https://www.vidya.example',
    );
    expect(loadConfig(PRODUCTION).PUBLIC_SITE_URL).toBe('https://www.vidya.example');
  });

  it('accepts embedded PGlite only when API_ALLOW_PGLITE says so, and the catalogue seed', () => {
    expect(refusals({ ...PRODUCTION, DATABASE_URL: undefined, API_ALLOW_PGLITE: '1', API_SEED: 'catalogue' })).toEqual([]);
  });

  it('serves /docs in production only with API_DOCS=1; development has it by default', () => {
    expect(loadConfig({ ...PRODUCTION, API_DOCS: '1' }).API_DOCS).toBe(true);
    expect(loadConfig({}).API_DOCS).toBe(true);
    expect(loadConfig({ API_DOCS: '0' }).API_DOCS).toBe(false);
  });
});

describe('developmentDefaultsInUse', () => {
  it('lists the development defaults a bare start runs on', () => {
    const defaults = developmentDefaultsInUse({});
    for (const name of ['JWT_SECRET', 'PAYMENT_PROVIDER=test', 'PAYMENT_KEY_SECRET', 'PAYMENT_WEBHOOK_SECRET', 'PGlite', 'SMTP_URL']) {
      expect(defaults.some((d) => d.includes(name))).toBe(true);
    }
  });

  it('is empty once everything is set, and in production (which refuses defaults instead)', () => {
    const { NODE_ENV: _production, ...rest } = PRODUCTION;
    expect(developmentDefaultsInUse(rest)).toEqual([]);
    expect(developmentDefaultsInUse({ NODE_ENV: 'production' })).toEqual([]);
  });
});
