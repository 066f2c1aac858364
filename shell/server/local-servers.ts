// The local stack's entry, dist/server/local-servers.cjs (build/page-server.mjs): what `npm start`,
// the e2e suites and the benchmarks load (scripts/lib/page-server.mjs). It is the page server's
// entry, required at run time from page-server.cjs beside it (one copy of the server), plus the two
// pieces only a local stack runs: each remote's build on its own origin (production serves remotes
// from nginx) and a runtime config read from a file (production reads the environment, main.ts).
// The renderer image does not ship this file, and page-server.ts imports neither piece
// (test/server/production-entry.test.ts).
export * from './page-server';
export { startRemoteServer } from './remote-server';
export { runtimeConfigFromFile } from './runtime-config-file';
