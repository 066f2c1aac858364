// The receipt renderer's thread (decision 121): pdfkit lays out a receipt in ~69 ms of CPU, which
// on the API's event loop made every other request wait. The main thread
// posts {id, receipt, brand}; this thread answers {id, pdf} or {id, error}.
import { parentPort } from 'node:worker_threads';
import type { Brand } from '../mail/brand';
import type { ReceiptDetails } from '../repositories/student-orders';
import { renderReceiptPdf } from './receipt-pdf';

export interface RenderRequest {
  id: number;
  receipt: ReceiptDetails;
  brand: Brand;
}

export type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (request: RenderRequest) => {
  renderReceiptPdf(request.receipt, request.brand).then(
    (pdf) => parentPort!.postMessage({ id: request.id, pdf } satisfies RenderAnswer),
    (error: unknown) => parentPort!.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies RenderAnswer),
  );
});
