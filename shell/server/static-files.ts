// A build's files served the way production serves them (docs/decisions/001-runtime-remotes.md):
// `no-cache` for HTML, manifests, entries and the runtime config (they name the versions), a year
// and `immutable` for content-hashed files, the precompressed .br/.gz twin when the browser takes
// it. nginx's images keep the same rules (deploy/nginx/nginx.conf.template).
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** The shell's dist/server: its renderer and this server, never a browser file. */
export const SERVER_BUILD_DIR = 'server';

export function cacheControlFor(filePath: string): string {
  // A precompressed twin (main.0123456789.js.br) is as immutable as the file it compresses.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return HASHED_FILE.test(name) ? IMMUTABLE : NO_CACHE;
}

export async function registerStaticFiles(app: FastifyInstance, { root, allowedPath }: { root: string; allowedPath?: (pathName: string) => boolean }) {
  await app.register(fastifyStatic, {
    root,
    index: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
    allowedPath,
  });
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function listen(app: FastifyInstance, port: number, host: string): Promise<RunningServer> {
  await app.listen({ port, host });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return { app, url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${bound}`, port: bound, close: () => app.close() };
}
