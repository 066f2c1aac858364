// Renders receipt PDFs on a worker thread (decision 121), so the event loop keeps answering the
// catalogue, /health and everyone else while pdfkit works. One thread, started at the first
// receipt and kept; requests queue on it (receipts are rendered once per order, so the queue is
// short). A thread that dies fails what it held and is started again at the next receipt.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Brand } from '../mail/brand';
import type { ReceiptDetails } from '../repositories/student-orders';
import type { RenderAnswer, RenderRequest } from './receipt-worker';

export interface ReceiptRenderer {
  render(receipt: ReceiptDetails, brand: Brand): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * The built API runs dist/receipt-worker.js (an entry of build.mjs, beside dist/server.js); from
 * source (tests, `npm run dev`) the thread loads the TypeScript through tsx, as the dev server does.
 */
function startWorker(): Worker {
  if (!__filename.endsWith('.ts')) return new Worker(path.join(__dirname, 'receipt-worker.js'));
  const source = path.join(__dirname, 'receipt-worker.ts');
  // tsx is named inside the thread's code only: the built API never loads it (a dev dependency).
  return new Worker(`require('tsx/cjs'); require(${JSON.stringify(source)});`, { eval: true });
}

export function receiptRenderer(): ReceiptRenderer {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function thread(): Worker {
    if (worker) return worker;
    const started = startWorker();
    started.on('message', (answer: RenderAnswer) => {
      const waiter = pending.get(answer.id);
      if (!waiter) return;
      pending.delete(answer.id);
      if ('error' in answer) waiter.reject(new Error(`receipt render failed: ${answer.error}`));
      else waiter.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    });
    started.on('error', (error) => {
      worker = null;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`receipt renderer exited (code ${code})`));
    });
    // An idle renderer must not keep a finishing process (a CLI, a test) alive.
    started.unref();
    return (worker = started);
  }

  return {
    render(receipt, brand) {
      return new Promise<Buffer>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        thread().postMessage({ id, receipt, brand } satisfies RenderRequest);
      });
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
