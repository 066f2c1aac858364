import { authStore, getSiteData, resetSiteData } from 'mfe-shared';
import { jsonResponse } from '../../mfe-shared/testing/fetch-mock';
import { adoptSiteData, isPrerendered } from '../src/prerendered';

afterEach(() => {
  document.body.innerHTML = '';
});

test('a prerendered page is recognised by its marked #root', () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(isPrerendered()).toBe(false);
  document.body.innerHTML = '<div id="root" data-prerendered><h1>Home</h1></div>';
  expect(isPrerendered()).toBe(true);
});

describe('the site data a page was rendered with', () => {
  const data = {
    version: '7',
    settings: { currency: 'INR', locale: 'en-IN', phone: '+91 12345 67890' },
    courses: [
      {
        id: 1,
        slug: 'a',
        course_title: 'A',
        description: '',
        poster_url: '',
        difficulty_level: 'Beginner',
        course_type: 'Live',
        course_duration: 1,
        price: 0,
        topics: [],
        class_count: 0,
      },
    ],
  };

  afterEach(() => {
    resetSiteData();
    jest.restoreAllMocks();
  });

  test('seeds the store and the settings, and asks the API for nothing', () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    document.head.innerHTML = `<script id="site-data" type="application/json">${JSON.stringify(data)}</script>`;
    document.body.innerHTML = '<div id="root" data-prerendered></div>';
    adoptSiteData();
    expect(getSiteData()).toEqual(data);
    expect(authStore.getState().settings.phone).toBe('+91 12345 67890');
    expect(fetchSpy).not.toHaveBeenCalled();
    document.head.innerHTML = '';
  });

  const urlsOf = (spy: jest.SpiedFunction<typeof fetch>) => spy.mock.calls.map(([url]) => (typeof url === 'string' ? url : (url as URL).href));

  test('a prerendered page without it (the snapshot) fetches no site data, so nothing swaps', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    document.body.innerHTML = '<div id="root" data-prerendered></div>';
    adoptSiteData();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urlsOf(fetchSpy)).not.toContainEqual(expect.stringContaining('/site-data'));
    // Nor the settings: they would replace the snapshot's contact details after hydration.
    expect(urlsOf(fetchSpy)).not.toContainEqual(expect.stringContaining('/settings'));
    expect(getSiteData()).toBeNull();
  });

  test('a page the server did not render asks once, for the site data, and takes the settings from it', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(data));
    document.body.innerHTML = '<div id="root"></div>';
    adoptSiteData();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urlsOf(fetchSpy)).toEqual([expect.stringMatching(/\/site-data$/)]);
    expect(getSiteData()).toEqual(data);
    expect(authStore.getState().settings.phone).toBe('+91 12345 67890');
  });
});
