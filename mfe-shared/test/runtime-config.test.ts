import { checkoutScriptUrl, DEFAULT_PAYMENT_CHECKOUT_URL, FALLBACK_ROUTE, isUnderPrefix, matchRoute, parseRuntimeConfig, routeTable } from '../src';

describe('runtime config: paymentCheckoutUrl', () => {
  it("defaults to Razorpay's checkout.js and takes an override, so e2e can point at a stub", () => {
    expect(checkoutScriptUrl(parseRuntimeConfig({}))).toBe('https://checkout.razorpay.com/v1/checkout.js');
    expect(DEFAULT_PAYMENT_CHECKOUT_URL).toBe('https://checkout.razorpay.com/v1/checkout.js');
    expect(checkoutScriptUrl(parseRuntimeConfig({ paymentCheckoutUrl: 'http://127.0.0.1:4149/v1/checkout.js' }))).toBe('http://127.0.0.1:4149/v1/checkout.js');
  });

  it('fails loudly on a value that is not a URL', () => {
    expect(() => parseRuntimeConfig({ paymentCheckoutUrl: 'checkout.js' })).toThrow(/paymentCheckoutUrl is not a URL/);
    expect(() => parseRuntimeConfig({ paymentCheckoutUrl: 42 })).toThrow(/paymentCheckoutUrl/);
  });
});

describe('runtime config: the route map (decision 010)', () => {
  const remotes = {
    mfe_marketing: 'http://m.test/mf-manifest.json',
    mfe_lms: 'http://l.test/mf-manifest.json',
    mfe_admin: 'http://a.test/mf-manifest.json',
  };

  it("without routes, today's site: /lms is the portal (rendered in both session variants, decision 012), everything else the public site", () => {
    const config = parseRuntimeConfig({ remotes });
    expect(config.routes).toBeUndefined();
    const table = routeTable(config);
    expect(table).toEqual([
      { prefix: '/lms', remote: 'mfe_lms', module: './routes', render: 'session' },
      { prefix: null, remote: 'mfe_marketing', module: './routes', render: 'server' },
    ]);
    expect(matchRoute('/lms/course/3', table).remote).toBe('mfe_lms');
    expect(matchRoute('/admin', table)).toBe(FALLBACK_ROUTE);
    expect(matchRoute('/', table)).toBe(FALLBACK_ROUTE);
  });

  it('a string names the remote (its ./routes, client-rendered); an object may name the module and the rendering', () => {
    const config = parseRuntimeConfig({
      remotes,
      routes: {
        '/lms': { remote: 'mfe_lms', render: 'session' },
        '/admin': 'mfe_admin',
        '/partners': { remote: 'mfe_marketing', module: './partners', render: 'server' },
      },
    });
    expect(config.routes).toEqual({
      '/lms': { remote: 'mfe_lms', module: './routes', render: 'session' },
      '/admin': { remote: 'mfe_admin', module: './routes', render: 'client' },
      '/partners': { remote: 'mfe_marketing', module: './partners', render: 'server' },
    });
    // The parsed config is what the page server serves: it parses to itself.
    expect(parseRuntimeConfig(JSON.parse(JSON.stringify(config)))).toEqual(config);
  });

  it('a routes map replaces the defaults: a prefix it leaves out belongs to the public site', () => {
    const table = routeTable(parseRuntimeConfig({ remotes, routes: { '/admin': 'mfe_admin' } }));
    expect(matchRoute('/admin/courses', table).remote).toBe('mfe_admin');
    expect(matchRoute('/lms', table)).toBe(FALLBACK_ROUTE);
  });

  it('the longest matching prefix wins, at a segment boundary only', () => {
    const table = routeTable(parseRuntimeConfig({ remotes, routes: { '/lms': 'mfe_lms', '/lms/admin': 'mfe_admin' } }));
    expect(matchRoute('/lms/admin', table).remote).toBe('mfe_admin');
    expect(matchRoute('/lms/admin/users/4', table).remote).toBe('mfe_admin');
    expect(matchRoute('/lms/administer', table).remote).toBe('mfe_lms');
    expect(matchRoute('/lmsx', table)).toBe(FALLBACK_ROUTE);
    expect(matchRoute('/LMS', table)).toBe(FALLBACK_ROUTE);
    expect(isUnderPrefix('/admin/', '/admin')).toBe(true);
    expect(isUnderPrefix('/admins', '/admin')).toBe(false);
  });

  // Decision 014: the back office's compact staff header is the route map's choice.
  it('carries a staff header flag to the table; without it a route has the site header', () => {
    const config = parseRuntimeConfig({ remotes, routes: { '/lms': 'mfe_lms', '/admin': { remote: 'mfe_admin', header: 'staff' } } });
    expect(config.routes).toEqual({
      '/lms': { remote: 'mfe_lms', module: './routes', render: 'client' },
      '/admin': { remote: 'mfe_admin', module: './routes', render: 'client', header: 'staff' },
    });
    const table = routeTable(config);
    expect(matchRoute('/admin/leads', table).header).toBe('staff');
    expect(matchRoute('/lms', table).header).toBeUndefined();
    expect(matchRoute('/about', table).header).toBeUndefined();
    expect(parseRuntimeConfig({ remotes, routes: { '/admin': { remote: 'mfe_admin', header: 'site' } } }).routes).toEqual({
      '/admin': { remote: 'mfe_admin', module: './routes', render: 'client' },
    });
  });

  it('a route naming a remote that is not in remotes fails loudly', () => {
    expect(() => parseRuntimeConfig({ remotes: { mfe_marketing: remotes.mfe_marketing }, routes: { '/admin': 'mfe_admin' } })).toThrow(
      'runtime config: route "/admin" names remote mfe_admin, which is not in remotes',
    );
    // Inherited names are not remotes either.
    expect(() => parseRuntimeConfig({ remotes, routes: { '/x': 'toString' } })).toThrow(/not in remotes/);
  });

  it.each([
    ['routes that are not an object', { routes: ['/admin'] }, /routes must be an object/],
    ['routes that are a string', { routes: '/admin=mfe_admin' }, /routes must be an object/],
    ['a prefix without its slash', { routes: { admin: 'mfe_admin' } }, /route "admin" is not a path prefix/],
    ['the root, which is the public site', { routes: { '/': 'mfe_admin' } }, /route "\/" is not a path prefix/],
    ['a trailing slash', { routes: { '/admin/': 'mfe_admin' } }, /is not a path prefix/],
    ['a router pattern', { routes: { '/admin/*': 'mfe_admin' } }, /is not a path prefix/],
    ['a dot segment', { routes: { '/a/..': 'mfe_admin' } }, /is not a path prefix/],
    ['an empty remote', { routes: { '/admin': '' } }, /route "\/admin" names no remote/],
    ['a number', { routes: { '/admin': 3 } }, /must name a remote or be/],
    ['null', { routes: { '/admin': null } }, /must name a remote or be/],
    ['a misspelt field', { routes: { '/admin': { remote: 'mfe_admin', rendr: 'server' } } }, /unknown field\(s\) rendr/],
    ['a module without ./', { routes: { '/admin': { remote: 'mfe_admin', module: 'routes' } } }, /module must be an exposed module/],
    ['an unknown rendering', { routes: { '/admin': { remote: 'mfe_admin', render: 'edge' } } }, /render must be "server", "session" or "client"/],
    ['an unknown header', { routes: { '/admin': { remote: 'mfe_admin', header: 'none' } } }, /header must be "site" or "staff"/],
  ])('rejects %s', (_what, config, message) => {
    expect(() => parseRuntimeConfig({ remotes, ...config })).toThrow(message);
  });
});
