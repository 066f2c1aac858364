import { isPrerendered } from '../src/prerendered';

afterEach(() => {
  document.body.innerHTML = '';
});

test('a prerendered page is recognised by its marked #root', () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(isPrerendered()).toBe(false);
  document.body.innerHTML = '<div id="root" data-prerendered><h1>Home</h1></div>';
  expect(isPrerendered()).toBe(true);
});
