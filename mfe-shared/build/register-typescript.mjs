// `import 'mfe-shared/build/register-typescript'` (or `node --import` this file): from then on, a
// dynamic import may reach the build's TypeScript (typescript-hooks.mjs). Static imports of the
// same module are linked before this runs, so import what needs TypeScript with `await import()`.
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
