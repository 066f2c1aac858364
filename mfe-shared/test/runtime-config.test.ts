import { checkoutScriptUrl, DEFAULT_PAYMENT_CHECKOUT_URL, parseRuntimeConfig } from '../src';

describe('runtime config: paymentCheckoutUrl (issue 13)', () => {
  it("defaults to Razorpay's checkout.js and takes an override, so e2e can point at a stub", () => {
    expect(checkoutScriptUrl(parseRuntimeConfig({}))).toBe('https://checkout.razorpay.com/v1/checkout.js');
    expect(DEFAULT_PAYMENT_CHECKOUT_URL).toBe('https://checkout.razorpay.com/v1/checkout.js');
    expect(checkoutScriptUrl(parseRuntimeConfig({ paymentCheckoutUrl: 'http://127.0.0.1:4149/v1/checkout.js' }))).toBe('http://127.0.0.1:4149/v1/checkout.js');
  });

  it('fails loudly on a value that is not a URL', () => {
    expect(() => parseRuntimeConfig({ paymentCheckoutUrl: 'checkout.js' })).toThrow(/paymentCheckoutUrl is not a URL/);
    expect(() => parseRuntimeConfig({ paymentCheckoutUrl: 42 })).toThrow(/paymentCheckoutUrl/);
  });
});
