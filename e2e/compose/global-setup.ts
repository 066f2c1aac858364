// Starts the compose stack once for the smoke (scripts/lib/compose-smoke.mjs) and stops it after:
// nginx instances, the shell renderer, the API, the smoke's PostgreSQL database and the temp folder.
import { startComposeSmoke } from '../../scripts/lib/compose-smoke.mjs';

export default async function globalSetup() {
  const stack = await startComposeSmoke({ quiet: true });
  process.env.COMPOSE_SMOKE_ENVS = JSON.stringify(stack.envs);
  return async () => {
    await stack.stop();
  };
}
