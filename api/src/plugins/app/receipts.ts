// The stored receipts (decision 121) as `app.receipts`, with the render thread's lifetime tied to
// the app's: it starts at the first receipt and stops when the app closes.
import fp from 'fastify-plugin';
import { brandFrom } from '../../mail/brand';
import { receiptFiles, type ReceiptFiles } from '../../receipts/receipt-files';
import { receiptRenderer } from '../../receipts/receipt-renderer';
import { siteSettings } from '../../services/site-settings';

declare module 'fastify' {
  interface FastifyInstance {
    receipts: ReceiptFiles;
  }
}

export default fp(
  async (app) => {
    const renderer = receiptRenderer();
    const settings = siteSettings(app);
    app.decorate(
      'receipts',
      receiptFiles(app.db, renderer, async () => brandFrom(await settings.current(), app.config.PUBLIC_SITE_URL)),
    );
    app.addHook('onClose', () => renderer.close());
  },
  { name: 'receipts', dependencies: ['config', 'db'] },
);
