import { announceAfterPaint, isPrerendered, PRELOAD_AFTER_PAINT_ID } from '../src/preload-after-paint';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test('a prerendered page is recognised by its marked #root', () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(isPrerendered()).toBe(false);
  document.body.innerHTML = '<div id="root" data-prerendered><h1>Home</h1></div>';
  expect(isPrerendered()).toBe(true);
});

test('the listed files become preload links (fetch ones with CORS), in order', () => {
  document.body.innerHTML = `<script id="${PRELOAD_AFTER_PAINT_ID}" type="application/json">${JSON.stringify([
    { href: '/bootstrap.0123456789.js', as: 'script' },
    { href: 'http://m.test/mf-manifest.json', as: 'fetch' },
  ])}</script>`;
  expect(announceAfterPaint()).toBe(2);
  const links = [...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[];
  expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('as'), l.crossOrigin])).toEqual([
    ['/bootstrap.0123456789.js', 'script', null],
    ['http://m.test/mf-manifest.json', 'fetch', 'anonymous'],
  ]);
});

test('no list, or a broken one, announces nothing and does not throw', () => {
  expect(announceAfterPaint()).toBe(0);
  document.body.innerHTML = `<script id="${PRELOAD_AFTER_PAINT_ID}" type="application/json">{not json</script>`;
  expect(announceAfterPaint()).toBe(0);
  expect(document.head.querySelectorAll('link')).toHaveLength(0);
});
