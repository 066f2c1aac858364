import type { AdminCoupon } from 'mfe-shared/contracts/admin';
import { formatDate } from '../../lib/india-time';
import { formatPriceShort } from 'mfe-shared/ui/format';

/** "₹500 off" or "20 % off". */
export function discountLabel(coupon: Pick<AdminCoupon, 'discount_amount' | 'discount_percent'>): string {
  return coupon.discount_percent > 0 ? `${coupon.discount_percent} % off` : `${formatPriceShort(coupon.discount_amount)} off`;
}

/** "Always", "From 1 Aug 2025", "Until 31 Aug 2025" or "1 Aug 2025 – 31 Aug 2025". */
export function validityLabel(coupon: Pick<AdminCoupon, 'valid_from' | 'valid_until'>): string {
  const { valid_from: from, valid_until: until } = coupon;
  if (from && until) return `${formatDate(from)} – ${formatDate(until)}`;
  if (from) return `From ${formatDate(from)}`;
  if (until) return `Until ${formatDate(until)}`;
  return 'Always';
}
