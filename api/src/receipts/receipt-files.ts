// A paid order's receipt, rendered once and stored (decision 121). Until then
// every download rendered the PDF on the event loop (~69 ms of CPU): one student looping on the
// download made the catalogue 98× slower. Now the receipt mail, queued by the settlement and sent
// right after it commits, renders and stores the file; an older order's first download does the
// same. Rendering runs on a worker thread, once per order and process at a time; everything after
// reads the stored bytes, validated by their hash.
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import type { Brand } from '../mail/brand';
import { receiptFilesRepository, type ReceiptFileInfo } from '../repositories/receipt-files';
import { studentOrdersRepository } from '../repositories/student-orders';
import { receiptNumber } from './receipt-number';
import type { ReceiptRenderer } from './receipt-renderer';

export interface ReceiptFile {
  /** A strong entity tag, quoted: `"<sha-256 of the bytes, base64url>"`. */
  etag: string;
  filename: string;
  /** The bytes (read from the database, or the ones just rendered). */
  bytes(): Promise<Buffer>;
}

export const receiptEtag = (pdf: Buffer) => `"${createHash('sha256').update(pdf).digest('base64url')}"`;

export function receiptFiles(db: Db, renderer: ReceiptRenderer, brand: () => Promise<Brand>) {
  const repo = receiptFilesRepository(db);
  const orders = studentOrdersRepository(db);
  // One render per order at a time in this process: a student's parallel first downloads, or a
  // download racing the receipt mail, wait for the same render.
  const rendering = new Map<string, Promise<{ etag: string; pdf: Buffer } | undefined>>();

  async function render(info: ReceiptFileInfo) {
    const receipt = await orders.receipt(info.paymentId);
    if (!receipt) return undefined; // refunded or gone since the first read
    const pdf = await renderer.render(receipt, await brand());
    const etag = receiptEtag(pdf);
    await repo.store({ paymentId: info.paymentId, status: receipt.status, pdf, etag });
    return { etag, pdf };
  }

  function renderOnce(info: ReceiptFileInfo) {
    const key = `${info.paymentId}:${info.status}`;
    let running = rendering.get(key);
    if (!running) {
      running = render(info).finally(() => rendering.delete(key));
      rendering.set(key, running);
    }
    return running;
  }

  return {
    /**
     * The receipt of an order that took money (with `studentId`, only that student's: someone
     * else's looks like a missing one), stored first if it was not; undefined when there is none.
     */
    async file(paymentId: number, studentId?: number): Promise<ReceiptFile | undefined> {
      const info = await repo.info(paymentId, studentId);
      if (!info) return undefined;
      const filename = `receipt-${receiptNumber(info.paymentId, info.paidAt)}.pdf`;
      const stored = info.etag;
      if (stored) {
        return {
          etag: stored,
          filename,
          // Replaced between the two reads (the order became refund_due): the new file.
          bytes: async () => (await repo.bytes(paymentId, stored)) ?? (await renderOnce(info))?.pdf ?? Promise.reject(new Error('receipt is gone')),
        };
      }
      const rendered = await renderOnce(info);
      return rendered && { etag: rendered.etag, filename, bytes: async () => rendered.pdf };
    },
  };
}

export type ReceiptFiles = ReturnType<typeof receiptFiles>;
