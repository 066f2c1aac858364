// A local stand-in for the API's GET /site/releases (decision 125: ETag, 304 on If-None-Match)
// and for a remote published at several versions (decision 308: one folder per version), over
// real HTTP. Each version's server bundle renders its version as text and as data-remote-version.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReleaseChannels } from '@sap-academy/contracts';

export interface FakeReleaseApi {
  url: string;
  /** The answer to the next polls: channels, or a failure to simulate. */
  answer: ReleaseChannels | { status: number } | { invalid: unknown };
  /** How many times /site/releases was asked, and how many got a 304. */
  polls: number;
  notModified: number;
  manifest(version: string): string;
  close(): Promise<void>;
}

/** A remote's server bundle as rspack-server.mjs emits it (see render.test.tsx). */
const bundle = (version: string) => `
  const React = require('react');
  exports.__esModule = true;
  exports.default = function Routes() {
    return React.createElement('main', { 'data-remote-version': '${version}' },
      React.createElement('h1', null, 'Marketing build ${version}'));
  };`;

export async function startFakeReleaseApi(): Promise<FakeReleaseApi> {
  const state = { answer: { channels: {} } as FakeReleaseApi['answer'], polls: 0, notModified: 0 };
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/site/releases') {
      state.polls += 1;
      const { answer } = state;
      if ('status' in answer) return response.writeHead(answer.status, { 'content-type': 'application/json' }).end('{"detail":"down"}');
      const body = JSON.stringify('invalid' in answer ? answer.invalid : answer);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
      if (request.headers['if-none-match'] === etag) {
        state.notModified += 1;
        return response.writeHead(304, { etag }).end();
      }
      return response.writeHead(200, { 'content-type': 'application/json', etag, 'cache-control': 'public, max-age=2' }).end(body);
    }
    // The marketing remote's sitemap, as it publishes it: the shell's nginx puts the site's origin in.
    if (/^\/marketing\/[^/]+\/sitemap\.xml$/.test(url)) {
      return response.writeHead(200, { 'content-type': 'application/xml' }).end('<urlset><url><loc>{{SITE_ORIGIN}}/about</loc></url></urlset>');
    }
    const version = /^\/marketing\/([^/]+)\/server\/(ssr-manifest\.json|routes\.cjs)$/.exec(url);
    if (version) {
      const [, v, file] = version;
      if (file === 'routes.cjs') return response.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle(v as string));
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ file: 'routes.cjs', version: v, shared: ['react'] }));
    }
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    get answer() {
      return state.answer;
    },
    set answer(value) {
      state.answer = value;
    },
    get polls() {
      return state.polls;
    },
    get notModified() {
      return state.notModified;
    },
    manifest: (version) => `${url}/marketing/${version}/mf-manifest.json`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
