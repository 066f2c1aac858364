// The file storage and the signed download links (decision 131) as `app.storage` and
// `app.fileLinks`, built from the configuration once.
import fp from 'fastify-plugin';
import { createStorage } from '../../storage/create-storage';
import type { FileStorage } from '../../storage/file-storage';
import { fileLinks, type FileLinks } from '../../storage/signed-links';
import { unavailableOnFailure } from '../../storage/unavailable-on-failure';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    fileLinks: FileLinks;
  }
}

export interface StorageOptions {
  /** The app's clock (tests move it past a link's expiry). */
  clock?: () => Date;
}

export default fp<StorageOptions>(
  async (app, opts) => {
    app.decorate('storage', unavailableOnFailure(await createStorage(app.config), app.log));
    app.decorate('fileLinks', fileLinks(app.config.FILE_LINK_SECRET, app.config.FILE_LINK_TTL_SECONDS, opts.clock));
  },
  { name: 'storage', dependencies: ['config'] },
);
