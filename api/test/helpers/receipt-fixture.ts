// One paid order as the receipt renderers see it, shared by the mail and PDF tests: a coupon
// discount, provider ids, and a student name outside ASCII.
import type { ReceiptDetails } from '../../src/repositories/student-orders';

export const SAMPLE_RECEIPT: ReceiptDetails = {
  id: 42,
  status: 'paid',
  provider: 'razorpay',
  orderId: 'order_Q1w2E3r4',
  providerPaymentId: 'pay_Z9x8C7v6',
  paidAt: new Date('2026-03-05T10:00:00Z'),
  listPrice: 2_999_900,
  amount: 2_499_900,
  currency: 'INR',
  couponCode: 'SAVE5K',
  course: { id: 7, title: 'SAP FICO Masterclass' },
  student: { name: 'Zoë Ñúñez', email: 'zoe@example.com' },
};
