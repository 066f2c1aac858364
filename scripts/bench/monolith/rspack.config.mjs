// Monolith build for the benchmark: the shell's header and both remotes' routes compiled
// together by the same Rspack settings, minus Module Federation.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from 'mfe-shared/build/rspack-common';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');

export default () => {
  const config = createAppConfig({
    dir: path.join(repo, 'shell'),
    mode: 'production',
    port: 0,
    title: 'Monolith',
    outDir: path.join(repo, '.bench', 'monolith'),
    federation: { name: 'monolith' },
    define: {},
  });
  config.entry = { main: path.join(here, 'entry.tsx') };
  config.plugins = config.plugins.filter((p) => p.constructor.name !== 'ModuleFederationPlugin');
  return config;
};
