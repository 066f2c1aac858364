/** @jest-environment node */
// The nginx header templates the shell's build writes (server/nginx-headers.ts): filled the way
// deploy/nginx/entrypoint.sh fills them, they are the page server's headers for the same
// settings. (The compose checks run the real entrypoint on the built templates.)
import { NGINX_CSP_SLOTS, NGINX_HEADER_TEMPLATES, nginxHeaderTemplates, nginxShellHeaders } from '../../server/nginx-headers';
import { SECURITY_HEADERS, securityHeaders } from '../../server/security-headers';
import { PRERENDERED_SCRIPT_HASHES } from '../../server/start-after-paint';

const CONFIG = {
  apiUrl: 'http://127.0.0.1:4500',
  remotes: { mfe_marketing: 'http://127.0.0.1:3501/mfe-marketing/0.1.0/mf-manifest.json', mfe_lms: 'http://127.0.0.1:3502/mfe-lms/0.1.0/mf-manifest.json' },
};
// What entrypoint.sh exports for CONFIG: each slot '' or a leading space and the sources.
const ENTRYPOINT_ENV = {
  [NGINX_CSP_SLOTS.remotes]: ' http://127.0.0.1:3501 http://127.0.0.1:3502',
  [NGINX_CSP_SLOTS.api]: ' http://127.0.0.1:4500',
  [NGINX_CSP_SLOTS.connect]: ' http://127.0.0.1:3501 http://127.0.0.1:3502 http://127.0.0.1:4500',
  [NGINX_CSP_SLOTS.payment]: '',
};
/** envsubst with a list of variables, as entrypoint.sh's render() runs it. */
const envsubst = (text: string, env: Record<string, string>) =>
  text.replace(/\$\{(\w+)\}/g, (whole, name: string) => (name in env ? (env[name] as string) : whole));

/** add_header lines -> { name: value } (quotes removed). */
function addedHeaders(conf: string): Record<string, string> {
  return Object.fromEntries([...conf.matchAll(/^add_header (\S+) "?(.*?)"? always;$/gm)].map(([, name, value]) => [name as string, value as string]));
}

test('filled by entrypoint.sh, the prerendered template sends exactly the page server headers, plus the cache rule', () => {
  const conf = envsubst(nginxShellHeaders({ prerendered: true }), ENTRYPOINT_ENV);
  expect(addedHeaders(conf)).toEqual({ 'Cache-Control': '$app_cache_control', ...securityHeaders(CONFIG, { scriptHashes: PRERENDERED_SCRIPT_HASHES }) });
});

test("the template for nginx's own pages has no script hash: they carry no inline script", () => {
  const conf = envsubst(nginxShellHeaders({ prerendered: false }), ENTRYPOINT_ENV);
  expect(addedHeaders(conf)['Content-Security-Policy']).toBe(securityHeaders(CONFIG)['Content-Security-Policy']);
  expect(conf).not.toContain('sha256-');
});

test("each header nginx sets is hidden from an upstream's answer, so it is sent once", () => {
  const conf = nginxShellHeaders({ prerendered: true });
  for (const name of ['Cache-Control', 'Content-Security-Policy', ...Object.keys(SECURITY_HEADERS)]) {
    expect(conf).toContain(`proxy_hide_header ${name};\nadd_header ${name} `);
  }
});

test('the only variables in a template are the CSP slots (and nginx’s own $app_cache_control)', () => {
  for (const text of Object.values(nginxHeaderTemplates())) {
    const variables = [...text.replace(/^#.*$/gm, '').matchAll(/\$\{?(\w+)/g)].map(([, name]) => name);
    expect([...new Set(variables)].sort()).toEqual(['CSP_API', 'CSP_CONNECT', 'CSP_PAYMENT', 'CSP_REMOTES', 'app_cache_control']);
  }
  expect(Object.keys(nginxHeaderTemplates())).toEqual(Object.keys(NGINX_HEADER_TEMPLATES));
});
