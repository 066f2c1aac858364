// Every public route arrives as complete HTML (header, page, footer, styles, head
// tags), paints with JavaScript off, and hydrates in place: same DOM nodes, no mismatch, no
// layout shift. The portal sends both of its session variants (decision 012).
import { expect, test, type Page } from '@playwright/test';
import { BRAND, NOT_FOUND_HEADING, PUBLIC_ROUTES } from '../support/public-routes';
import { watchConsole } from '../support/page-guards';
import { apiUrl } from '../support/e2e-env';
import { PASSWORD, uniqueEmail } from '../support/portal';

const HYDRATED = '[data-remote="mfe_marketing"][data-hydrated]';

test.describe('the server sends each public page as complete HTML', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path}`, async ({ request, baseURL }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const [head = '', body = ''] = html.split('</head>');
      expect(body).toContain('<div id="root" data-prerendered>');
      expect(body).toContain(`>${route.heading.replace(/&/g, '&amp;')}</h1>`);
      expect(body).toMatch(/<header[^>]*>/);
      expect(body).toContain('Bengaluru, India'); // the footer, from the same remote
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(head).toContain(`<title>${`${route.title} | ${BRAND}`.replace(/&/g, '&amp;')}</title>`);
      expect(head).toContain(`<link rel="canonical" href="${new URL(route.path, baseURL).href}"/>`);
      expect(head).toContain('<meta property="og:title"');
      expect(head).toMatch(/<style data-styled="true"[^>]*>[^<]{1000,}/);
      // No script moves parts into place: the HTML is in its final order.
      expect(body).not.toContain('$RC(');
    });
  }

  test('JSON-LD is in the HTML of the pages that carry it', async ({ request }) => {
    for (const [path, type] of [
      ['/', 'EducationalOrganization'],
      ['/courses', 'ItemList'],
      ['/events', 'Event'],
    ] as const) {
      const html = await (await request.get(path)).text();
      const json = html.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)?.[1];
      expect(JSON.parse(json ?? '{}')['@type'], path).toBe(type);
    }
  });

  test('an unknown path is the 404 page, with status 404 and noindex', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(NOT_FOUND_HEADING);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  test("/lms sends the visitor's login page, and the signed-in portal header with §4's 'Loading...' for a token holder (decision 012)", async ({ request }) => {
    const html = await (await request.get('/lms?action=signup')).text();
    const [visitor, signedIn] = html.split('<template id="session-signed-in"');
    expect(visitor).toContain('<div id="root" data-prerendered data-session-variant="visitor">');
    expect(visitor).toContain('New User Registration!');
    expect(visitor).toContain('>Sign Up</a>');
    expect(signedIn).toContain('>Loading...</p>');
    expect(signedIn).toMatch(/<nav aria-label="Portal"/);
    expect(signedIn).not.toContain('New User Registration!');
  });
});

test.describe('in the browser', () => {
  test('with JavaScript off, a public page shows its header, content and footer, styled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/training/individual');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Individual SAP Training');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Bengaluru, India');
    // Styled: the sticky header has its background and border from the inlined CSS.
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).position),
    ).toBe('sticky');
    await context.close();
  });

  async function watchHydration(page: Page, path: string) {
    // Tag the server's nodes before any script runs; after hydration they must be the same
    // nodes (React adopted them, it did not paint a second copy).
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __serverH1?: Element | null; __serverFooter?: Element | null };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        w.__serverH1 = document.querySelector('h1');
        w.__serverFooter = document.querySelector('footer');
      });
    });
    const console = watchConsole(page);
    const response = await page.goto(path);
    await page.locator(HYDRATED).waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    return { console, response };
  }

  // Every public route loads directly by URL (SPEC §2) with its h1, title, description, canonical
  // and Open Graph tags, checked on the same load as its hydration: one browser load per route
  // instead of two (public-routes.spec.ts loaded each route again for these alone).
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} hydrates: same nodes, no warning, no layout shift; h1, title, description, canonical and Open Graph`, async ({ page }) => {
      const { console, response } = await watchHydration(page, route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(`${route.title} | ${BRAND}`);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', route.description);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new URL(route.path, page.url()).href);
      await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', `${route.title} | ${BRAND}`);
      await expect(page.getByRole('contentinfo')).toContainText('Bengaluru, India');
      const result = await page.evaluate(() => {
        const w = window as unknown as { __shift: number; __serverH1?: Element | null; __serverFooter?: Element | null };
        return {
          sameH1: Boolean(w.__serverH1) && w.__serverH1 === document.querySelector('h1'),
          sameFooter: Boolean(w.__serverFooter) && w.__serverFooter === document.querySelector('footer'),
          shift: w.__shift,
          titles: document.head.querySelectorAll('title').length,
          canonicals: document.head.querySelectorAll('link[rel="canonical"]').length,
        };
      });
      expect(result).toEqual({ sameH1: true, sameFooter: true, shift: expect.any(Number), titles: 1, canonicals: 1 });
      expect(result.shift).toBeLessThanOrEqual(0.01);
      expect([...console.errors(), ...console.warnings()]).toEqual([]);
    });
  }

  test('after hydration the page responds: the mobile menu opens and an in-site link navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await watchHydration(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  });

  test('a tap on the mobile menu toggle before the scripts have run opens the menu as the page hydrates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    // Hold the entry script back, as a slow network would, so the tap lands on the server's HTML.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]{10}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator(HYDRATED)).toHaveCount(0); // the tap was on the prerendered page
    release();
    await page.locator(HYDRATED).waitFor({ state: 'attached' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('every file announced after the paint is used: no "preloaded but not used" warning', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/');
    await page.locator(HYDRATED).waitFor({ state: 'attached' });
    const announced = await page.locator('link[rel="preload"]').count();
    expect(announced).toBeGreaterThan(5); // the shell's chunks and the remote's manifest, entry, route
    // Chrome reports a preload nothing used about 3 s after it was made.
    await page.waitForTimeout(4_000);
    expect(console.warnings().filter((m) => /preload/i.test(m.text))).toEqual([]);
  });

  test('a visitor who scrolls before hydration stays there, and the contact form near them loads', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded(); // before any script has run
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    await page.locator(HYDRATED).waitFor({ state: 'attached' });
    await expect(page.getByRole('form', { name: 'Contact' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('/lms hydrates its sign-in page without a warning', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/lms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have to login to access this page!');
    await page.locator('[data-remote="mfe_lms"][data-hydrated]').waitFor({ state: 'attached' });
    expect([...console.errors(), ...console.warnings()]).toEqual([]);
  });

  test('a signed-in portal page uses every file it announced: no "preloaded but not used" warning', async ({ page, request }) => {
    const email = uniqueEmail('preload');
    await request.post(`${apiUrl()}/lms/register`, { data: { name: 'Preload Student', email, password: PASSWORD } });
    const login = await request.post(`${apiUrl()}/lms/login`, { data: { username: email, password: PASSWORD } });
    const { access_token: token } = (await login.json()) as { access_token: string };
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    const console = watchConsole(page);
    await page.goto('/lms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses List');
    await page.waitForTimeout(4_000);
    expect([...console.errors(), ...console.warnings()]).toEqual([]);
  });
});
