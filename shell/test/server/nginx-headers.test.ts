/** @jest-environment node */
// The nginx header templates the shell's build writes (server/nginx-headers.ts): filled the way
// deploy/nginx/entrypoint.sh fills them, they are the page server's headers for the same
// settings. (The compose checks run the real entrypoint on the built templates.)
import { NGINX_CSP_SLOTS, NGINX_HEADER_TEMPLATES, nginxHeaderTemplates, nginxPageCache, nginxShellHeaders, PAGE_POLICIES } from '../../server/nginx-headers';
import { NOT_FOUND_PAGE, PRIVATE_PAGE, PUBLIC_PAGE } from '../../server/page-cache';
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
  expect(addedHeaders(conf)).toEqual({ 'Cache-Control': '$shell_cache_control', ...securityHeaders(CONFIG, { scriptHashes: PRERENDERED_SCRIPT_HASHES }) });
  expect(addedHeaders(envsubst(nginxShellHeaders({ prerendered: false }), ENTRYPOINT_ENV))['Cache-Control']).toBe('$app_cache_control');
});

test('behind nginx, a renderer page keeps its own cache policy and nothing else does (docs/decisions/013)', () => {
  const conf = nginxPageCache();
  expect(PAGE_POLICIES).toEqual([PUBLIC_PAGE, NOT_FOUND_PAGE, PRIVATE_PAGE]);
  const map = /map \$upstream_http_cache_control \$shell_cache_control \{\n([\s\S]*?)\n\}/.exec(conf)?.[1] ?? '';
  const entries = [...map.matchAll(/^ {2}(".*?"|default) (".*?"|\S+);$/gm)].map(([, from, to]) => [from, to]);
  expect(entries).toEqual([...PAGE_POLICIES.map((p) => [`"${p}"`, `"${p}"`]), ['default', '$app_cache_control']]);
  // Three encodings, three cache entries per page at most.
  expect(conf).toMatch(/map \$http_accept_encoding \$page_encoding \{\n {2}"~\*\\bbr\\b" br;\n {2}"~\*\\bgzip\\b" gzip;\n {2}default "";\n\}/);
  expect(conf).toContain('proxy_cache_path ${NGINX_RUN_DIR}/page-cache ');
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

test('the only variables in a template are the CSP slots, the run folder and nginx’s own', () => {
  const templates = nginxHeaderTemplates();
  const variablesOf = (text: string) => [...new Set([...text.replace(/^#.*$/gm, '').matchAll(/\$\{?(\w+)/g)].map(([, name]) => name))].sort();
  expect(variablesOf(templates['shell-headers.conf.template'] as string)).toEqual([
    'CSP_API',
    'CSP_CONNECT',
    'CSP_PAYMENT',
    'CSP_REMOTES',
    'app_cache_control',
  ]);
  expect(variablesOf(templates['shell-headers-prerendered.conf.template'] as string)).toEqual([
    'CSP_API',
    'CSP_CONNECT',
    'CSP_PAYMENT',
    'CSP_REMOTES',
    'shell_cache_control',
  ]);
  expect(variablesOf(templates['shell-page-cache.conf.template'] as string)).toEqual([
    'NGINX_RUN_DIR',
    'app_cache_control',
    // The canary cohort's maps (docs/decisions/310).
    'cohort',
    'cohort_request_cookie',
    'cohort_set_cookie',
    'cookie_sap_cohort',
    'http_accept_encoding',
    'http_cookie',
    'new_cohort',
    'page_encoding',
    'request_id',
    'shell_cache_control',
    // The site's scheme, from a trusted proxy's X-Forwarded-Proto (nginx.conf's map, decision 313).
    'site_scheme',
    'upstream_http_cache_control',
  ]);
  expect(Object.keys(templates)).toEqual([...Object.keys(NGINX_HEADER_TEMPLATES), 'shell-page-cache.conf.template']);
});
