import { expect, test } from '@playwright/test';
import { BRAND, PUBLIC_ROUTES } from '../support/public-routes';
import { watchConsole } from '../support/page-guards';

test.describe('every public route loads directly by URL (SPEC §2)', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path}: h1, title, description, canonical and Open Graph`, async ({ page }) => {
      const console = watchConsole(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(`${route.title} | ${BRAND}`);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', route.description);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new URL(route.path, page.url()).href);
      await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', `${route.title} | ${BRAND}`);
      await expect(page.getByRole('contentinfo')).toContainText('Bengaluru, India');
      expect(console.errors()).toEqual([]);
    });
  }

  test('JSON-LD: Organization on home, Course items on /courses, an online Event with +05:30 on /events', async ({ page }) => {
    const jsonLd = async () => JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await jsonLd())['@type']).toBe('EducationalOrganization');
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const courses = await jsonLd();
    expect(courses.itemListElement.map((i: { item: { '@type': string } }) => i.item['@type'])).toContain('Course');
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const event = await jsonLd();
    expect(event['@type']).toBe('Event');
    expect(event.startDate).toMatch(/^\d{4}-08-25T12:00:00\+05:30$/);
    expect(event.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
  });

  test('robots.txt and sitemap.xml are served at the site root and list the public routes', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const xml = await sitemap.text();
    for (const route of PUBLIC_ROUTES) expect(xml).toContain(`<loc>${baseURL}${route.path}</loc>`);
  });
});
