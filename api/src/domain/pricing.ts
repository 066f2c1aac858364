// SPEC §5: "Final price = price minus discount_amount, then minus discount_percent percent of
// that result." The server is the only place this is computed for money that changes hands.

export interface Discount {
  discountAmount: number; // paise
  discountPercent: number; // 0..100
}

/** Integer division rounded half up, for non-negative operands. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Final price in integer paise, clamped to [0, price]. The result is rounded half up
 * (issue 3) in integer arithmetic so no floating-point error can move a paisa.
 */
export function finalPrice(price: number, discount: Discount | null): number {
  if (!discount) return price;
  const afterAmount = Math.max(0, price - Math.max(0, discount.discountAmount));
  const percent = Math.min(100, Math.max(0, discount.discountPercent));
  // The final amount (not the discount) is what is rounded: 999 paise at 50% is 499.5 → 500.
  const discounted = divideRoundHalfUp(afterAmount * (100 - percent), 100);
  return Math.min(price, Math.max(0, discounted));
}
