/** @jest-environment node */
// The shell's CSP and security headers (server/security-headers.ts): one policy, its slots filled
// from the runtime config by the rules deploy/nginx/entrypoint.sh applies to the same settings.
import { contentSecurityPolicy, cspSlotsFor, RAZORPAY_SOURCES, SECURITY_HEADERS, securityHeaders } from '../../server/security-headers';

const CONFIG = {
  apiUrl: 'https://api.example/v1/',
  remotes: { mfe_marketing: 'https://cdn.example/mfe-marketing/1.0.0/mf-manifest.json', mfe_lms: 'https://lms.example:8443/mfe-lms/2.0.0/mf-manifest.json' },
};

function directives(csp: string): (name: string) => string[] {
  const map = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
  return (name) => map.get(name) ?? [];
}

test('the policy: scripts, styles, images, fonts, data and frames from exactly the deployment and Razorpay', () => {
  const csp = directives(securityHeaders(CONFIG)['Content-Security-Policy'] as string);
  const remotes = ['https://cdn.example', 'https://lms.example:8443'];
  expect(csp('default-src')).toEqual(["'self'"]);
  expect(csp('script-src')).toEqual(["'self'", ...remotes, 'https://checkout.razorpay.com']);
  expect(csp('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp('img-src')).toEqual(["'self'", 'data:', ...remotes, 'https://api.example']);
  expect(csp('font-src')).toEqual(["'self'", ...remotes]);
  expect(csp('connect-src')).toEqual(["'self'", 'https://api.example', ...remotes, 'https://api.razorpay.com', 'https://lumberjack.razorpay.com']);
  expect(csp('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://api.razorpay.com', 'https://checkout.razorpay.com']);
  expect(csp('media-src')).toEqual(["'self'"]);
  expect(csp('object-src')).toEqual(["'none'"]);
  expect(csp('base-uri')).toEqual(["'self'"]);
  expect(csp('form-action')).toEqual(["'self'"]);
  expect(csp('frame-ancestors')).toEqual(["'none'"]);
  expect(csp('script-src').join(' ')).not.toMatch(/unsafe/);
});

test("Razorpay's sources are exactly decision 107's", () => {
  expect(RAZORPAY_SOURCES).toEqual({
    script: 'https://checkout.razorpay.com',
    frame: 'https://api.razorpay.com https://checkout.razorpay.com',
    connect: 'https://api.razorpay.com https://lumberjack.razorpay.com',
  });
});

test("an overridden checkout script (a stub) adds its origin to script, frame and connect; Razorpay's own adds nothing", () => {
  const stub = directives(securityHeaders({ ...CONFIG, paymentCheckoutUrl: 'http://127.0.0.1:4149/v1/checkout.js' })['Content-Security-Policy'] as string);
  const razorpay = (csp: (name: string) => string[]) => ['script-src', 'frame-src', 'connect-src'].map((n) => csp(n).filter((o) => /razorpay|4149/.test(o)));
  expect(razorpay(stub)).toEqual([
    ['https://checkout.razorpay.com', 'http://127.0.0.1:4149'],
    ['https://api.razorpay.com', 'https://checkout.razorpay.com', 'http://127.0.0.1:4149'],
    ['https://api.razorpay.com', 'https://lumberjack.razorpay.com', 'http://127.0.0.1:4149'],
  ]);
  const own = securityHeaders({ ...CONFIG, paymentCheckoutUrl: 'https://checkout.razorpay.com/v1/checkout.js' });
  expect(own).toEqual(securityHeaders(CONFIG));
});

test('slots: origins sorted and once each, extra connect sources after them, script hashes last', () => {
  const slots = cspSlotsFor(
    {
      apiUrl: 'http://b.test:4000',
      remotes: { one: 'http://b.test:4000/x/mf-manifest.json', two: 'http://a.test/y/mf-manifest.json', three: 'http://a.test/z/mf-manifest.json' },
    },
    { extraConnectSrc: ['https://z.example/events'], scriptHashes: ["'sha256-x'"] },
  );
  expect(slots).toEqual({
    remotes: ' http://a.test http://b.test:4000',
    api: ' http://b.test:4000',
    connect: ' http://a.test http://b.test:4000 https://z.example/events',
    payment: '',
    scripts: " 'sha256-x'",
  });
  expect(contentSecurityPolicy(slots)).toContain("script-src 'self' http://a.test http://b.test:4000 https://checkout.razorpay.com 'sha256-x';");
});

test('a runtime config URL that is not an http(s) origin is refused, not written into the header', () => {
  expect(() => securityHeaders({ ...CONFIG, apiUrl: 'not a url' })).toThrow(/apiUrl is not a URL/);
  expect(() => securityHeaders({ ...CONFIG, remotes: { mfe_lms: 'data:text/html,x' } })).toThrow(/mfe_lms is not an http\(s\) origin/);
});

test('the other security headers', () => {
  expect(SECURITY_HEADERS).toEqual({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  });
  expect(securityHeaders(CONFIG)).toMatchObject(SECURITY_HEADERS);
});
