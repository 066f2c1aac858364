// react-router reads TextEncoder at import time; jsdom does not provide it.
const util = require('node:util');
if (!globalThis.TextEncoder) globalThis.TextEncoder = util.TextEncoder;
// Node's TextDecoder is the WHATWG one; its declared input type only lacks SharedArrayBuffer.
if (!globalThis.TextDecoder) globalThis.TextDecoder = /** @type {typeof globalThis.TextDecoder} */ (util.TextDecoder);
if (!AbortSignal.timeout) {
  AbortSignal.timeout = (ms) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('TimeoutError', 'TimeoutError')), ms);
    return controller.signal;
  };
}

// jsdom has no matchMedia. This one answers width queries from window.innerWidth, so a test
// can set a phone width (window.innerWidth = 360; dispatch 'resize') and see the mobile layout.
if (typeof window !== 'undefined' && !window.matchMedia) {
  const evaluate = (query) => {
    const width = window.innerWidth;
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    if (max && width > Number(max[1])) return false;
    if (min && width < Number(min[1])) return false;
    return Boolean(max || min);
  };
  window.matchMedia = (query) => {
    const listeners = new Set();
    const list = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
      addListener: (listener) => listeners.add(listener),
      removeListener: (listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    };
    window.addEventListener('resize', () => listeners.forEach((l) => l({ matches: list.matches, media: query })));
    return list;
  };
}
