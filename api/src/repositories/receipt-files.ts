// Stored receipt PDFs (decision 121). Reads what a download needs to answer (the order, its
// owner's check, the stored file's validator) without the bytes, so a revalidation costs no
// transfer from the database; the bytes are read only when they are sent.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, receiptFiles } from '../db/schema';
import { RECEIPT_STATUSES } from './student-orders';

export interface ReceiptFileInfo {
  paymentId: number;
  paidAt: Date;
  /** The order's status now. */
  status: (typeof RECEIPT_STATUSES)[number];
  /** The stored file's validator, when a file for this status is stored. */
  etag: string | null;
}

export function receiptFilesRepository(db: Db) {
  return {
    /** An order that took money, with its stored file's ETag; with `studentId`, only that student's. */
    async info(paymentId: number, studentId?: number): Promise<ReceiptFileInfo | undefined> {
      const [row] = await db
        .select({ paymentId: payments.id, paidAt: payments.paidAt, status: payments.status, etag: receiptFiles.etag, fileStatus: receiptFiles.status })
        .from(payments)
        .leftJoin(receiptFiles, eq(receiptFiles.paymentId, payments.id))
        .where(
          and(
            eq(payments.id, paymentId),
            inArray(payments.status, [...RECEIPT_STATUSES]),
            studentId === undefined ? undefined : eq(payments.studentId, studentId),
          ),
        );
      if (!row?.paidAt) return undefined;
      const status = row.status as ReceiptFileInfo['status'];
      return { paymentId: row.paymentId, paidAt: row.paidAt, status, etag: row.fileStatus === status ? row.etag : null };
    },

    /** The stored bytes, if they still show `status` and carry `etag`. */
    async bytes(paymentId: number, etag: string): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ pdf: receiptFiles.pdf })
        .from(receiptFiles)
        .where(and(eq(receiptFiles.paymentId, paymentId), eq(receiptFiles.etag, etag)));
      return row?.pdf;
    },

    /**
     * Keeps a rendered file. A replica that rendered the same order at the same moment made the
     * same bytes (the receipt is deterministic), so the first one stored wins; a file for an
     * earlier status is replaced.
     */
    async store(file: { paymentId: number; status: string; pdf: Buffer; etag: string }): Promise<void> {
      await db
        .insert(receiptFiles)
        .values(file)
        .onConflictDoUpdate({
          target: receiptFiles.paymentId,
          set: { status: file.status, pdf: file.pdf, etag: file.etag, createdAt: sql`now()` },
          setWhere: sql`${receiptFiles.status} <> ${file.status}`,
        });
    },
  };
}
