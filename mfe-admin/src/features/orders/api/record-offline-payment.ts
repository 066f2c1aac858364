import { adminApi, offlinePaymentResponseSchema, type OfflinePaymentFields } from 'mfe-shared/contracts/admin';
import { adminUpload } from '../../../lib/api';

/** POST /admin/orders/{id}/offline-payment: the fields, then the proof (multipart); the order settles (decision 142). */
export function recordOfflinePayment(orderId: number, fields: OfflinePaymentFields, proof: File) {
  return adminUpload(adminApi.orderOfflinePayment(orderId), proof, offlinePaymentResponseSchema, {
    method: fields.method,
    reference: fields.reference,
    received_on: fields.received_on,
    amount: String(fields.amount),
  });
}
