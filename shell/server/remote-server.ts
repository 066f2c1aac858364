// A remote's build served on its own origin, as `npm start` and the e2e suites run the site
// (production serves remotes from nginx: deploy/nginx/remote.conf.template): the cache rules of
// static-files.ts, CORS so the shell's origin may load the manifest, entry and chunks, and no
// SPA fallback. A remote's dist/server stays public: the page server fetches it from there.
import Fastify from 'fastify';
import { listen, NO_CACHE, registerStaticFiles, type RunningServer } from './static-files';

export async function startRemoteServer({ root, port, host = '127.0.0.1' }: { root: string; port: number; host?: string }): Promise<RunningServer> {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Timing-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  await registerStaticFiles(app, { root });
  app.setNotFoundHandler((request, reply) => reply.code(404).header('Cache-Control', NO_CACHE).type('text/plain').send('Not found'));
  return listen(app, port, host);
}
