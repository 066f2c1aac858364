import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '../support/public-routes';

// Each public route's direct load with its h1, title, description, canonical and Open Graph tags
// is checked in prerender.spec.ts, on the same load as its hydration.
test.describe('every public route loads directly by URL (SPEC §2)', () => {
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
