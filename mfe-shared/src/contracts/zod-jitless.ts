// zod builds each object parser with `new Function` when it may, and finds out by trying it once,
// while the first schema is created. The site's policy has no 'unsafe-eval' (shell/server/
// security-headers.ts), so that try is blocked, and the browser reports it as a violation on
// every page that loads the contracts, although zod catches it. Jitless parsing skips the try;
// the forms' payloads are small enough that the interpreted parser costs nothing noticeable.
// Imported by ./index.ts before the contracts, so it runs before their first schema exists;
// listed in package.json's sideEffects, so no bundler drops it.
import { config } from 'zod';

config({ jitless: true });
