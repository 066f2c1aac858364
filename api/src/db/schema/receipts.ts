// A paid order's receipt PDF, rendered once and kept (decision 121): the
// download and the receipt mail read these bytes rather than rendering ~69 ms of CPU again.
import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, parentId } from './columns';
import { payments } from './commerce';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres gives a Buffer, PGlite a Uint8Array: both become a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

export const receiptFiles = pgTable('receipt_files', {
  paymentId: parentId('payment_id', () => payments.id).primaryKey(),
  /** The order's status this file shows: paid, or refund_due (then it says so). */
  status: text('status').notNull(),
  pdf: bytea('pdf').notNull(),
  /** A strong validator: the bytes' SHA-256, quoted as an HTTP entity tag. */
  etag: text('etag').notNull(),
  createdAt: createdAt(),
});
