// The site as `npm start` serves it (scripts/lib/stack.mjs: the API, the page server and the
// remotes in one process), for `npm run bench:pages` (pages.mjs), which runs this as a child
// process so that nothing else shares its event loop. Prints `READY <json>` when it listens.
import { startStack } from '../lib/stack.mjs';

const [runtimeConfigFile = '', ports] = [process.argv[2], JSON.parse(process.argv[3] ?? '{}')];
const stack = await startStack({ runtimeConfigFile, ports, quiet: true });
console.log(`READY ${JSON.stringify({ urls: stack.urls, config: stack.config })}`);
// Exit even if a connection keeps a server open: --cpu-prof writes its profile on exit.
const stop = () => {
  setTimeout(() => process.exit(0), 3_000).unref();
  void stack.stop().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
