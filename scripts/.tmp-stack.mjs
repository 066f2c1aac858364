import path from 'node:path';
import { startStack } from './lib/stack.mjs';
const stack = await startStack({ ports: { shell: 3500, marketing: 3501, lms: 3502, admin: 3503, api: 4500 }, quiet: true, runtimeConfigFile: '/tmp/dev/runtime-config.json', apiEnv: { PGLITE_DATA_DIR: '/tmp/dev/pg-1795474238' } });
console.log(JSON.stringify(stack.urls));
process.on('SIGTERM', async () => { await stack.stop(); process.exit(0); });
