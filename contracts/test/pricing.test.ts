import { finalPrice } from '../src/index.ts';

describe('final price (SPEC §5)', () => {
  const coupon = (discount_amount: number, discount_percent: number) => ({ discount_amount, discount_percent });

  it('without a coupon is the price', () => {
    expect(finalPrice(150_000, null)).toBe(150_000);
  });

  it('takes the amount off first, then the percent of what is left', () => {
    // 1500.00 − 200.00 = 1300.00; 10% of that = 130.00 → 1170.00
    expect(finalPrice(150_000, coupon(20_000, 10))).toBe(117_000);
  });

  it('rounds the final amount half up to whole paise', () => {
    expect(finalPrice(999, coupon(0, 50))).toBe(500); // 499.5 → 500
    expect(finalPrice(1001, coupon(0, 50))).toBe(501); // 500.5 → 501
    expect(finalPrice(333, coupon(0, 33.5))).toBe(221); // 221.445 → 221
  });

  it('never goes below zero nor above the price', () => {
    expect(finalPrice(10_000, coupon(50_000, 0))).toBe(0);
    expect(finalPrice(10_000, coupon(0, 100))).toBe(0);
    expect(finalPrice(10_000, coupon(-500, -10))).toBe(10_000);
  });
});
