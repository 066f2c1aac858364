// SPEC §5 final price: the API charges with the very function the portal shows prices with
// (@sap-academy/contracts), so the price shown is the price charged. This file only adapts the
// API's coupon columns (camelCase) to the contract's field names.
import { finalPrice as contractFinalPrice } from '@sap-academy/contracts';

export interface Discount {
  discountAmount: number; // paise
  discountPercent: number; // 0..100
}

/** Final price in integer paise, clamped to [0, price], rounded half up (see the contract). */
export function finalPrice(price: number, discount: Discount | null): number {
  return contractFinalPrice(price, discount && { discount_amount: discount.discountAmount, discount_percent: discount.discountPercent });
}
