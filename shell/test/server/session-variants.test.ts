// Auth-aware first paint (decision 012): a portal page carries its visitor and signed-in
// variants, and the page's own inline scripts, run here in a DOM exactly as the page server
// writes them, put the right one in #root before anything paints.
import { createHash } from 'node:crypto';
import { SESSION_CHECKING_ATTRIBUTE, SESSION_VARIANT_ATTRIBUTE } from 'mfe-shared';
import { inlinePrerendered } from '../../server/page-html';
import { SESSION_HINT, SESSION_HINT_CSP_HASH, SESSION_SWAP, SESSION_SWAP_CSP_HASH, SIGNED_IN_TEMPLATE_ID } from '../../server/session-variants';
import { PRERENDERED_SCRIPT_HASHES } from '../../server/start-after-paint';

const TEMPLATE = '<!doctype html><html><head><title>Vidya ERP Academy</title><!--runtime-config--></head><body><div id="root"></div></body></html>';
const PAGE = inlinePrerendered(TEMPLATE, {
  head: '<title>Sign in · Vidya ERP Academy</title>',
  body: '<header><a href="/lms?action=signup">Sign Up</a></header><main id="main"><h1>You have to login to access this page!</h1></main>',
  signedInBody: '<header><button>Logout</button></header><p role="status">Loading...</p>',
});

/** Loads the page as a browser would: the document parsed, then its inline scripts in order. */
function openPage(storedToken: string | null) {
  localStorage.clear();
  if (storedToken) localStorage.setItem('token', storedToken);
  document.documentElement.removeAttribute(SESSION_CHECKING_ATTRIBUTE);
  const parsed = new DOMParser().parseFromString(PAGE, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  // innerHTML does not run scripts: run each one's text, in document order, as the parser would.
  for (const script of [...document.querySelectorAll('script')]) new Function(script.textContent ?? '')();
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(SESSION_CHECKING_ATTRIBUTE);
});

test('a visitor keeps the login page in #root; the signed-in variant is gone from the document', () => {
  const root = openPage(null);
  expect(root.getAttribute(SESSION_VARIANT_ATTRIBUTE)).toBe('visitor');
  expect(root.textContent).toContain('You have to login to access this page!');
  expect(document.getElementById(SIGNED_IN_TEMPLATE_ID)).toBeNull();
  expect(document.documentElement.hasAttribute(SESSION_CHECKING_ATTRIBUTE)).toBe(false);
  expect(document.title).toBe('Sign in · Vidya ERP Academy');
});

test("a token holder's #root holds the portal's header and 'Loading...' before the first paint, under the shell's own title", () => {
  const root = openPage('a-token');
  expect(document.documentElement.hasAttribute(SESSION_CHECKING_ATTRIBUTE)).toBe(true);
  expect(root.getAttribute(SESSION_VARIANT_ATTRIBUTE)).toBe('signed-in');
  expect(root.innerHTML).toBe('<header><button>Logout</button></header><p role="status">Loading...</p>');
  expect(root.textContent).not.toContain('Sign Up');
  expect(document.getElementById(SIGNED_IN_TEMPLATE_ID)).toBeNull();
  expect(document.title).toBe('Vidya ERP Academy');
  expect(document.head.querySelectorAll('title')).toHaveLength(1);
});

test('rendering waits for the swap: the head expects the element the swap script is', () => {
  const parsed = new DOMParser().parseFromString(PAGE, 'text/html');
  const swap = parsed.getElementById('session-swap');
  expect(swap?.previousElementSibling?.id).toBe(SIGNED_IN_TEMPLATE_ID);
  expect(swap?.textContent).toBe(SESSION_SWAP);
});

test('the CSP allows exactly these scripts: its hashes are of the very text the page carries', () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const parsed = new DOMParser().parseFromString(PAGE, 'text/html');
  const inline = [...parsed.querySelectorAll('script')].map((s) => s.textContent ?? '');
  expect(inline).toEqual([SESSION_HINT, SESSION_SWAP]);
  expect(inline.map(hash)).toEqual([SESSION_HINT_CSP_HASH, SESSION_SWAP_CSP_HASH]);
  expect(PRERENDERED_SCRIPT_HASHES).toEqual(expect.arrayContaining([SESSION_HINT_CSP_HASH, SESSION_SWAP_CSP_HASH]));
});

test('storage that throws (blocked cookies) reads as a visitor, not an error', () => {
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  try {
    expect(openPage(null).getAttribute(SESSION_VARIANT_ATTRIBUTE)).toBe('visitor');
  } finally {
    getItem.mockRestore();
  }
});
