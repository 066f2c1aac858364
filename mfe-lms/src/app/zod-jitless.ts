// The portal's screens build their schemas from `@sap-academy/contracts` sub-paths, bundled into
// each screen's chunk (decision 036), no longer through `mfe-shared/contracts`, whose first import
// turned zod's jitless mode on (mfe-shared/src/contracts/zod-jitless.ts has the why: the site's
// policy has no 'unsafe-eval'). zod is the shared singleton, so this one call covers every schema;
// lms-routes.tsx imports this file first, before any screen's module creates a schema.
import { config } from 'zod';

config({ jitless: true });
