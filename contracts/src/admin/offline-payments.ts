// Offline payments (decision 142): a bank transfer, UPI or cheque that staff received outside
// Razorpay, recorded against an order with its proof. Sent as multipart/form-data: these fields,
// then the proof as the `file` part (a PDF or an image, checked by content on the server).
import { z } from 'zod';
import { daySchema } from './common.ts';

export const OFFLINE_PAYMENT_METHODS = ['bank_transfer', 'upi', 'cheque'] as const;
export const OFFLINE_REFERENCE_MAX = 100;

export const OFFLINE_PAYMENT_MESSAGES = {
  method: 'Choose bank transfer, UPI or cheque.',
  reference: `Give the transfer's or the cheque's reference, in at most ${OFFLINE_REFERENCE_MAX} characters.`,
  amount: 'The amount must be a whole number of paise.',
  wrongAmount: "The amount received must be the order's amount.",
  noProof: 'Attach the proof of payment (a PDF or an image).',
  proofType: 'The proof must be a PDF, PNG, JPEG or WebP file.',
  notPayable: 'This order is already paid or kept for refund; nothing to record.',
  alreadyRecorded: 'An offline payment was already recorded for this order.',
  proofGone: 'The proof of this payment is no longer in the file storage.',
} as const;

/** The form fields, as strings (multipart); the amount is paise. */
export const offlinePaymentFieldsSchema = z.object({
  method: z.enum(OFFLINE_PAYMENT_METHODS, { error: OFFLINE_PAYMENT_MESSAGES.method }),
  reference: z
    .string({ error: OFFLINE_PAYMENT_MESSAGES.reference })
    .trim()
    .min(1, { error: OFFLINE_PAYMENT_MESSAGES.reference })
    .max(OFFLINE_REFERENCE_MAX, { error: OFFLINE_PAYMENT_MESSAGES.reference }),
  received_on: daySchema,
  amount: z.coerce
    .number({ error: OFFLINE_PAYMENT_MESSAGES.amount })
    .int({ error: OFFLINE_PAYMENT_MESSAGES.amount })
    .min(1, { error: OFFLINE_PAYMENT_MESSAGES.amount })
    .max(2_147_483_647, { error: OFFLINE_PAYMENT_MESSAGES.amount }),
});
export type OfflinePaymentFields = z.infer<typeof offlinePaymentFieldsSchema>;

/** 201: the order after it settled through the same lifecycle as an online payment. */
export const offlinePaymentResponseSchema = z.object({
  order_id: z.number().int(),
  status: z.enum(['paid', 'refund_due']),
  offline_payment_id: z.number().int(),
});
export type OfflinePaymentResponse = z.infer<typeof offlinePaymentResponseSchema>;

/** One recorded offline payment of an order, as the back office lists it (its proof downloads apart). */
export const adminOfflinePaymentSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  method: z.enum(OFFLINE_PAYMENT_METHODS),
  reference: z.string(),
  received_on: daySchema,
  amount: z.number().int(),
  /** The type the proof's bytes were checked to be (PDF, PNG, JPEG or WebP). */
  proof_type: z.string(),
  recorded_by: z.string().nullable(),
  created_at: z.string(),
});
export type AdminOfflinePayment = z.infer<typeof adminOfflinePaymentSchema>;
/** GET adminApi.orderOfflinePayment: the order's offline payments (at most one today), newest first. */
export const adminOfflinePaymentsSchema = z.array(adminOfflinePaymentSchema);

/** The proof's download name: the type decides the extension, never the uploader's name. */
export const PROOF_EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
export const offlineProofFilename = (id: number, contentType: string) => `offline-payment-${id}-proof.${PROOF_EXTENSIONS[contentType] ?? 'bin'}`;
