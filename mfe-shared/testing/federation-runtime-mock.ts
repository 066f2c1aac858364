// Stand-in for @module-federation/enhanced/runtime in unit tests. Tests set what loadRemote
// answers per remote id; registerRemotes records what the shell registered.
type Loader = () => Promise<unknown>;

const loaders = new Map<string, Loader>();
const shares = new Map<string, Loader>();
let remotes: Array<{ name: string; entry: string }> = [];
export const registered: Array<{ remotes: Array<{ name: string; entry: string }>; force: boolean }> = [];
export const plugins: unknown[] = [];

export function __setRemote(id: string, loader: Loader): void {
  loaders.set(id, loader);
}

/** A package the host provides, and what loadShare answers for it: a factory, false or a rejection. */
export function __setShare(name: string, loader: Loader): void {
  shares.set(name, loader);
}

export function __reset(): void {
  loaders.clear();
  shares.clear();
  remotes = [];
  registered.length = 0;
  plugins.length = 0;
}

export const loadRemote = jest.fn(async (id: string) => {
  const loader = loaders.get(id);
  if (!loader) throw new Error(`no fake for remote ${id}`);
  return loader();
});

export const loadShare = jest.fn(async (name: string) => {
  const loader = shares.get(name);
  if (!loader) throw new Error(`no fake for shared package ${name}`);
  return loader();
});

export const registerRemotes = jest.fn((list: Array<{ name: string; entry: string }>, options?: { force?: boolean }) => {
  registered.push({ remotes: list, force: Boolean(options?.force) });
  remotes = [...remotes.filter((r) => !list.some((n) => n.name === r.name)), ...list];
});

export const registerPlugins = jest.fn((list: unknown[]) => {
  plugins.push(...list);
});

export const getInstance = jest.fn(() => ({
  options: {
    remotes,
    // The host's own providers: one per package a test gave a loadShare answer for.
    shared: Object.fromEntries([...shares].map(([name, loader]) => [name, [{ version: '1.0.0', get: loader }]])),
  },
}));
