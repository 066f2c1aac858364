import { ConfigError, loadConfig } from '../../src/config/env';

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

  it('requires a real JWT secret in production and a key secret for razorpay', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required in production/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(/PAYMENT_KEY_SECRET/);
  });

  it("takes Razorpay's REST base from RAZORPAY_API_URL (issue 13), real URL by default, http(s) only", () => {
    expect(loadConfig({}).RAZORPAY_API_URL).toBe('https://api.razorpay.com/v1');
    expect(loadConfig({ RAZORPAY_API_URL: 'http://127.0.0.1:4149/v1' }).RAZORPAY_API_URL).toBe('http://127.0.0.1:4149/v1');
    expect(() => loadConfig({ RAZORPAY_API_URL: 'ftp://api.razorpay.com/v1' })).toThrow(/RAZORPAY_API_URL/);
    expect(() => loadConfig({ RAZORPAY_API_URL: 'not a url' })).toThrow(/RAZORPAY_API_URL/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(4000);
  });
});
