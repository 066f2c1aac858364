// What the tooling's in-page scripts put on `window` (functions handed to Playwright's
// page.evaluate, and the fake Razorpay checkout served to the browser).
export {};

declare global {
  interface Window {
    /** Set by the apps' readiness marks, read by scripts/lib/measure-page.mjs. */
    __pageReadiness: { hydrated?: number; heading?: number };
    __fakeRazorpayOptions?: unknown;
    Razorpay?: unknown;
  }
}
