// Collects what a page says on its console, so a spec can assert that nothing went wrong
// (duplicate React or styled-components instances, hydration or runtime errors).
import type { ConsoleMessage, Page } from '@playwright/test';

export function watchConsole(page: Page) {
  const messages: Array<{ type: string; text: string }> = [];
  const onConsole = (message: ConsoleMessage) => messages.push({ type: message.type(), text: message.text() });
  const onPageError = (error: Error) => messages.push({ type: 'pageerror', text: error.message });
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    messages,
    /** Stops collecting: a spec walking several routes in one page watches each on its own. */
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
    errors: () => messages.filter((m) => m.type === 'error' || m.type === 'pageerror'),
    warnings: () => messages.filter((m) => m.type === 'warning'),
  };
}

/** A remote's root carries data-hydrated once React owns its DOM (mfe-shared RemoteRoot). */
export const HYDRATED_REMOTE = '[data-remote][data-hydrated]';

/**
 * A prerendered page is visible before its code has run, and a click that early does nothing
 * (as for a visitor on a slow network). Specs that interact wait for React to own the page.
 */
export async function waitForHydration(page: Page) {
  await page.locator(HYDRATED_REMOTE).first().waitFor({ state: 'attached' });
}

/**
 * Every Content-Security-Policy violation the page's documents report (the page server sends the
 * production policy): a blocked script, frame or connection, and also a check a library makes
 * and catches itself (zod's `new Function` probe), which the browser reports all the same.
 */
export async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}
