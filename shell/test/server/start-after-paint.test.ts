/** @jest-environment node */
// The inline loader of prerendered pages, run as the browser runs it: its exact text, in a
// context with the DOM calls it makes.
import vm from 'node:vm';
import { PRELOAD_AFTER_PAINT_ID } from '../../server/preload-hints';
import { START_AFTER_PAINT_CSP_HASH, START_AFTER_PAINT_LOADER, withStartAfterPaint } from '../../server/start-after-paint';

interface FakeElement {
  tag: string;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | null;
  [property: string]: unknown;
}

/** A document just far enough for the loader; `events` records what happened, in order. */
function fakeBrowser({ readyState = 'loading', list }: { readyState?: string; list?: string } = {}) {
  const events: string[] = [];
  const listeners: Record<string, (event?: unknown) => void> = {};
  const appended: FakeElement[] = [];
  const element = (tag: string): FakeElement => {
    const attributes: Record<string, string> = {};
    return {
      tag,
      attributes,
      setAttribute(name, value) {
        attributes[name] = value;
      },
      getAttribute: (name) => attributes[name] ?? null,
    };
  };
  const currentScript = element('script');
  currentScript.setAttribute('data-src', '/main.0123456789.js');
  const document = {
    readyState,
    currentScript,
    head: {
      appendChild(node: FakeElement) {
        appended.push(node);
        events.push(`append ${node.tag}`);
      },
    },
    createElement: element,
    getElementById: (id: string) => (id === PRELOAD_AFTER_PAINT_ID && list !== undefined ? { textContent: list } : null),
  };
  const context: vm.Context & { __earlyToggles?: string[] | null } = vm.createContext({
    document,
    get window() {
      return context;
    },
    addEventListener(type: string, listener: (event?: unknown) => void) {
      events.push(`listen ${type}`);
      listeners[type] = listener;
    },
    requestAnimationFrame(callback: () => void) {
      events.push('frame');
      callback();
    },
    setTimeout(callback: () => void) {
      events.push('task');
      callback();
    },
  });
  return { context, events, appended, fire: (type: string, event?: unknown) => listeners[type]?.(event) };
}

test('after load and the next frame, the loader adds the entry script, then the listed files as preloads', () => {
  const hints = [
    { href: '/bootstrap.0123456789.js', as: 'script' },
    { href: 'http://m.test/mf-manifest.json', as: 'fetch' },
  ];
  const browser = fakeBrowser({ list: JSON.stringify(hints) });
  vm.runInContext(START_AFTER_PAINT_LOADER, browser.context);
  expect(browser.events).toEqual(['listen click', 'listen submit', 'listen load']); // nothing is fetched before the document has loaded
  browser.fire('load');
  expect(browser.events).toEqual(['listen click', 'listen submit', 'listen load', 'frame', 'task', 'append script', 'append link', 'append link']);
  const [entry, script, manifest] = browser.appended as [FakeElement, FakeElement, FakeElement];
  expect(entry.src).toBe('/main.0123456789.js');
  expect([script.rel, script.attributes.as, script.href, script.crossOrigin]).toEqual(['preload', 'script', '/bootstrap.0123456789.js', undefined]);
  expect([manifest.rel, manifest.attributes.as, manifest.href, manifest.crossOrigin]).toEqual([
    'preload',
    'fetch',
    'http://m.test/mf-manifest.json',
    'anonymous',
  ]);
});

test('a document that has already loaded starts after the next frame; no list or a broken one still starts the app', () => {
  for (const list of [undefined, '{not json']) {
    const browser = fakeBrowser({ readyState: 'complete', list });
    vm.runInContext(START_AFTER_PAINT_LOADER, browser.context);
    expect(browser.events).toEqual(['listen click', 'listen submit', 'frame', 'task', 'append script']);
    expect(browser.appended[0]?.src).toBe('/main.0123456789.js');
  }
});

test('before the app takes them, taps on menu toggles (buttons with aria-controls) are recorded', () => {
  const browser = fakeBrowser();
  vm.runInContext(START_AFTER_PAINT_LOADER, browser.context);
  const toggle = { getAttribute: (name: string) => (name === 'aria-controls' ? 'menu-1' : null) };
  const click = (closest: unknown) =>
    browser.fire('click', { target: { closest: (selector: string) => (selector === 'button[aria-controls]' ? closest : null) } });
  click(toggle); // the icon inside the toggle, say
  click(null); // anywhere else
  expect([...(browser.context.__earlyToggles ?? [])]).toEqual(['menu-1']);
  browser.context.__earlyToggles = null; // the app took them (early-toggles.ts)
  expect(() => click(toggle)).not.toThrow();
  expect(browser.context.__earlyToggles).toBeNull();
});

test("a form in the page's HTML is not submitted by the browser before its app has hydrated (no password in a GET URL)", () => {
  const browser = fakeBrowser();
  vm.runInContext(START_AFTER_PAINT_LOADER, browser.context);
  const submit = (hydrated: boolean) => {
    const event = {
      prevented: false,
      preventDefault: () => (event.prevented = true),
      target: { closest: (selector: string) => (selector === '[data-hydrated]' && hydrated ? {} : null) },
    };
    browser.fire('submit', event);
    return event.prevented;
  };
  expect(submit(false)).toBe(true);
  // Once its remote's root is hydrated, the app's own handler decides.
  expect(submit(true)).toBe(false);
});

test('the page gets the loader in place of its deferred entry script, with one fixed CSP hash', () => {
  const html = '<head><script defer src="/main.0123456789.js"></script></head>';
  expect(withStartAfterPaint(html)).toBe(`<head><script data-src="/main.0123456789.js">${START_AFTER_PAINT_LOADER}</script></head>`);
  expect(START_AFTER_PAINT_CSP_HASH).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(START_AFTER_PAINT_LOADER).toContain(`'${PRELOAD_AFTER_PAINT_ID}'`); // the loader reads the list the server writes
});

test('the loader is one line of ES5 that starts itself with its own script element', () => {
  expect(START_AFTER_PAINT_LOADER).not.toMatch(/\n|=>|\b(const|let|class)\b|`/);
  expect(START_AFTER_PAINT_LOADER).toMatch(/^\(function startAfterPaint\(script\) \{.*\}\)\(document\.currentScript\)$/);
});
