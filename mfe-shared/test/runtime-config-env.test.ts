import { readRuntimeConfigEnv, runtimeConfigFromEnv } from '../src/config/runtime-config-env';

// The variables of a deployment as docker-compose and Kubernetes set them (decision 307).
const MARKETING = 'http://localhost:3801/mfe-marketing/0.1.0/mf-manifest.json';
const LMS = 'http://localhost:3802/mfe-lms/0.1.0/mf-manifest.json';
const ADMIN = 'http://localhost:3803/mfe-admin/0.1.0/mf-manifest.json';
const LABS = 'https://cdn.example/mfe-labs/1.0.0/mf-manifest.json';
const base = { API_URL: 'http://localhost:4800/', MFE_MARKETING_URL: MARKETING, MFE_LMS_URL: LMS };

describe('runtime config from the environment: good input', () => {
  it("the shorthands alone give today's site: the default map (/lms only), the API URL without its trailing slash", () => {
    expect(runtimeConfigFromEnv(base)).toEqual({ apiUrl: 'http://localhost:4800', remotes: { mfe_marketing: MARKETING, mfe_lms: LMS } });
  });

  it('MFE_ADMIN_URL mounts the back office on /admin under the staff header, and writes the portal route the default map had (decision 010)', () => {
    const config = runtimeConfigFromEnv({ ...base, MFE_ADMIN_URL: ADMIN });
    expect(config.remotes).toEqual({ mfe_marketing: MARKETING, mfe_lms: LMS, mfe_admin: ADMIN });
    expect(config.routes).toEqual({
      '/lms': { remote: 'mfe_lms', module: './routes', render: 'session' },
      '/admin': { remote: 'mfe_admin', module: './routes', render: 'client', header: 'staff' },
    });
    // The JSON entrypoint.sh writes for the same variables, byte for byte.
    expect(JSON.stringify(config)).toBe(
      `{"apiUrl":"http://localhost:4800","remotes":{"mfe_marketing":"${MARKETING}","mfe_lms":"${LMS}","mfe_admin":"${ADMIN}"},` +
        '"routes":{"/lms":{"remote":"mfe_lms","module":"./routes","render":"session"},"/admin":{"remote":"mfe_admin","module":"./routes","render":"client","header":"staff"}}}',
    );
  });

  it('a fourth remote joins by REMOTES and ROUTES alone; ROUTES replaces the default map, with each option in its place', () => {
    const config = runtimeConfigFromEnv({
      ...base,
      MFE_ADMIN_URL: ADMIN,
      REMOTES: `mfe_labs=${LABS}`,
      ROUTES: '/lms=mfe_lms:session  /admin=mfe_admin:staff\n/labs=mfe_labs /labs/print=mfe_labs:server:./print',
      PAYMENT_CHECKOUT_URL: 'http://127.0.0.1:4149/v1/checkout.js',
    });
    expect(config.remotes).toEqual({ mfe_marketing: MARKETING, mfe_lms: LMS, mfe_admin: ADMIN, mfe_labs: LABS });
    expect(config.routes).toEqual({
      '/lms': { remote: 'mfe_lms', module: './routes', render: 'session' },
      '/admin': { remote: 'mfe_admin', module: './routes', render: 'client', header: 'staff' },
      '/labs': { remote: 'mfe_labs', module: './routes', render: 'client' },
      '/labs/print': { remote: 'mfe_labs', module: './print', render: 'server' },
    });
    expect(config.paymentCheckoutUrl).toBe('http://127.0.0.1:4149/v1/checkout.js');
  });

  it('REMOTES may name every remote, the shorthands none', () => {
    const config = runtimeConfigFromEnv({ API_URL: 'https://api.example', REMOTES: `mfe_marketing=${MARKETING} mfe_lms=${LMS}` });
    expect(config).toEqual({ apiUrl: 'https://api.example', remotes: { mfe_marketing: MARKETING, mfe_lms: LMS } });
  });
});

describe('runtime config from the environment: bad input, every bad variable named in one error', () => {
  const problemsOf = (env: Record<string, string>) => readRuntimeConfigEnv(env).problems;

  it('names each variable that is missing or not a plain http(s) URL, all at once', () => {
    expect(problemsOf({})).toEqual([
      'API_URL is required',
      'MFE_MARKETING_URL is required (or mfe_marketing=URL in REMOTES)',
      'MFE_LMS_URL is required (or mfe_lms=URL in REMOTES)',
    ]);
    expect(() => runtimeConfigFromEnv({ ...base, MFE_LMS_URL: 'javascript:alert(1)', PAYMENT_CHECKOUT_URL: "http://x/'; script-src *" })).toThrow(
      /runtime config: bad environment\n {2}PAYMENT_CHECKOUT_URL contains a character that is not allowed in a URL here: 'http:\/\/x\/'; script-src \*'\n {2}MFE_LMS_URL must be an http\(s\) URL, got 'javascript:alert\(1\)'$/,
    );
  });

  it('REMOTES: a word without name=, a name that is no JavaScript name, a bad URL, a remote given twice', () => {
    expect(problemsOf({ ...base, REMOTES: `mfe_labs ${'mfe-labs'}=${LABS} mfe_x=ftp://x.test/m.json mfe_lms=${LMS}` })).toEqual([
      "REMOTES: 'mfe_labs' is not name=manifestURL with a name of letters, digits and _ (like mfe_events)",
      `REMOTES: 'mfe-labs=${LABS}' is not name=manifestURL with a name of letters, digits and _ (like mfe_events)`,
      "REMOTES must be an http(s) URL, got 'ftp://x.test/m.json'",
      'REMOTES: remote mfe_lms is given twice',
    ]);
    expect(problemsOf({ ...base, REMOTES: 'mfe_labs=http://x.test/"><script>' })).toEqual([
      `REMOTES contains a character that is not allowed in a URL here: 'http://x.test/"><script>'`,
    ]);
  });

  it('ROUTES: a remote not in the remotes, a bad prefix, an unknown option, a prefix given twice, a word without =', () => {
    expect(
      problemsOf({
        ...base,
        REMOTES: `mfe_labs=${LABS}`,
        ROUTES: '/labs=mfe_labz /=mfe_lms =mfe_lms /a/../b=mfe_labs /x=mfe_labs:fast /lms=mfe_lms /lms=mfe_lms:session labs',
      }),
    ).toEqual([
      'ROUTES: route "/labs" names remote mfe_labz, which is not in remotes',
      `ROUTES: route "/" is not a path prefix like "/admin" (no trailing slash, no patterns; "/" is the public site's)`,
      `ROUTES: '=mfe_lms' is not /prefix=remote[:option]`,
      `ROUTES: route "/a/../b" is not a path prefix like "/admin" (no trailing slash, no patterns; "/" is the public site's)`,
      "ROUTES: '/x=mfe_labs:fast' has option 'fast' (server, session, client, site, staff or ./module)",
      'ROUTES: /lms is given twice',
      "ROUTES: 'labs' is not /prefix=remote[:option]",
    ]);
  });

  it('a route to a remote whose URL was refused is named once, with the URL', () => {
    const problems = problemsOf({ ...base, REMOTES: 'mfe_labs=labs.test', ROUTES: '/labs=mfe_labs' });
    expect(problems).toEqual(["REMOTES must be an http(s) URL, got 'labs.test'", 'ROUTES: route "/labs" names remote mfe_labs, which is not in remotes']);
  });
});
