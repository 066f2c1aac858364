// The one axe check every spec uses (support/axe) finds what axe finds: a violation on the page,
// one that appears after axe was injected into the document, and one inside a frame.
import { expect, test } from '@playwright/test';
import { axeViolations, describeViolations, WCAG_AA } from '../support/axe';

test('axe finds violations on the page, again after the page changes, and inside a frame', async ({ page }) => {
  await page.setContent('<html lang="en"><title>t</title><main><h1>Courses</h1><img src="data:,"></main></html>');
  expect((await axeViolations(page, { tags: WCAG_AA })).map((v) => v.id)).toEqual(['image-alt']);

  // The same document, axe already injected: the next check sees the page as it is now.
  await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button></button>'));
  expect(describeViolations(await axeViolations(page, { tags: WCAG_AA })).sort()).toEqual(['button-name: button', 'image-alt: img']);

  // Every rule when no tags are named: a page without a main landmark is a best-practice finding.
  await page.setContent('<html lang="en"><title>t</title><div><h1>Courses</h1></div></html>');
  expect((await axeViolations(page)).map((v) => v.id)).toContain('region');
  expect(await axeViolations(page, { tags: WCAG_AA })).toEqual([]);

  // A frame's content is scanned too.
  await page.setContent('<html lang="en"><title>t</title><main><h1>Class</h1><iframe title="Video" srcdoc="<img src=data:,>"></iframe></main></html>');
  await expect.poll(() => page.frames().length).toBe(2);
  expect((await axeViolations(page, { tags: WCAG_AA })).map((v) => v.id)).toEqual(['image-alt']);
});
