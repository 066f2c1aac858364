// An offline payment (decision 142) as the back office's form sends it: multipart/form-data with
// the fields first, then the proof as `file`.
import type { FastifyInstance } from 'fastify';
import { adminApi } from '@sap-academy/contracts/paths';
import { FILES } from './upload-fixtures';

export function offlinePaymentForm(fields: Record<string, string>, file: { name: string; bytes: Buffer } | null) {
  const boundary = `----offline${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A bank transfer of `amount` paise with a PDF slip, recorded by `who` against order `orderId`. */
export function recordBankTransfer(
  app: FastifyInstance,
  who: { auth: Record<string, string> },
  orderId: number,
  amount: number,
  reference = 'UTR 4021 7788 1123',
) {
  const body = offlinePaymentForm(
    { method: 'bank_transfer', reference, received_on: '2026-11-27', amount: String(amount) },
    { name: 'transfer-slip.pdf', bytes: FILES.pdf },
  );
  return app.inject({ method: 'POST', url: adminApi.orderOfflinePayment(orderId), headers: { ...who.auth, ...body.headers }, payload: body.payload });
}
