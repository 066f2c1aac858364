// The inline loader of prerendered pages, run as the browser runs it: its exact text, in a
// context with the DOM calls it makes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { PRELOAD_AFTER_PAINT_ID } from '../lib/preload-hints.mjs';
import { START_AFTER_PAINT_CSP_HASH, START_AFTER_PAINT_LOADER, withStartAfterPaint } from '../lib/start-after-paint.mjs';

/** A document just far enough for the loader; `events` records what happened, in order. */
function fakeBrowser({ readyState = 'loading', list } = {}) {
  const events = [];
  const listeners = {};
  const appended = [];
  const element = (tag) => {
    const attributes = {};
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
      appendChild(node) {
        appended.push(node);
        events.push(`append ${node.tag}`);
      },
    },
    createElement: element,
    getElementById: (id) => (id === PRELOAD_AFTER_PAINT_ID && list !== undefined ? { textContent: list } : null),
  };
  const context = vm.createContext({
    document,
    addEventListener(type, listener) {
      events.push(`listen ${type}`);
      listeners[type] = listener;
    },
    requestAnimationFrame(callback) {
      events.push('frame');
      callback();
    },
    setTimeout(callback) {
      events.push('task');
      callback();
    },
  });
  return { context, events, appended, fire: (type) => listeners[type]() };
}

test('after load and the next frame, the loader adds the entry script, then the listed files as preloads', () => {
  const hints = [
    { href: '/bootstrap.0123456789.js', as: 'script' },
    { href: 'http://m.test/mf-manifest.json', as: 'fetch' },
  ];
  const browser = fakeBrowser({ list: JSON.stringify(hints) });
  vm.runInContext(START_AFTER_PAINT_LOADER, browser.context);
  assert.deepEqual(browser.events, ['listen load'], 'nothing is fetched before the document has loaded');
  browser.fire('load');
  assert.deepEqual(browser.events, ['listen load', 'frame', 'task', 'append script', 'append link', 'append link']);
  const [entry, script, manifest] = browser.appended;
  assert.equal(entry.src, '/main.0123456789.js');
  assert.deepEqual([script.rel, script.attributes.as, script.href, script.crossOrigin], ['preload', 'script', '/bootstrap.0123456789.js', undefined]);
  assert.deepEqual([manifest.rel, manifest.attributes.as, manifest.href, manifest.crossOrigin], ['preload', 'fetch', 'http://m.test/mf-manifest.json', 'anonymous']);
});

test('a document that has already loaded starts after the next frame; no list or a broken one still starts the app', () => {
  for (const list of [undefined, '{not json']) {
    const browser = fakeBrowser({ readyState: 'complete', list });
    vm.runInContext(START_AFTER_PAINT_LOADER, browser.context);
    assert.deepEqual(browser.events, ['frame', 'task', 'append script']);
    assert.equal(browser.appended[0].src, '/main.0123456789.js');
  }
});

test('the page gets the loader in place of its deferred entry script, with one fixed CSP hash', () => {
  const html = '<head><script defer src="/main.0123456789.js"></script></head>';
  assert.equal(withStartAfterPaint(html), `<head><script data-src="/main.0123456789.js">${START_AFTER_PAINT_LOADER}</script></head>`);
  assert.match(START_AFTER_PAINT_CSP_HASH, /^'sha256-[A-Za-z0-9+/]{43}='$/);
  assert.ok(START_AFTER_PAINT_LOADER.includes(`'${PRELOAD_AFTER_PAINT_ID}'`), 'the loader reads the list the server writes');
});
