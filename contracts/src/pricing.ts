// SPEC §5: "Final price = price minus discount_amount, then minus discount_percent percent of
// that result." One function for the price shown and the price charged: the portal shows it
// before enrolment, the API charges with it (api/src/domain/pricing.ts adapts its rows). It is a
// contract, React- and zod-free (its own entry, `@sap-academy/contracts/pricing`), so mfe-shared's
// root entry re-exports it without loading zod.

export interface CouponDiscount {
  discount_amount: number; // paise
  discount_percent: number; // 0..100
}

/** Integer division rounded half up, for non-negative operands. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Final price in integer paise, clamped to [0, price]. The final amount (not the discount) is
 * rounded half up, in integer arithmetic so no floating-point error can move a paisa:
 * 999 paise at 50% is 499.5 → 500.
 */
export function finalPrice(price: number, discount: CouponDiscount | null): number {
  if (!discount) return price;
  const afterAmount = Math.max(0, price - Math.max(0, discount.discount_amount));
  const percent = Math.min(100, Math.max(0, discount.discount_percent));
  const discounted = divideRoundHalfUp(afterAmount * (100 - percent), 100);
  return Math.min(price, Math.max(0, discounted));
}
