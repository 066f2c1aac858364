// The Node that npm test's checking tools run on: ESLint, Prettier, the type checks and jest.
// It is the images' Node (scripts/lib/image-node.mjs), so the API's unit tests run on the Node
// production runs, and it costs about a quarter less CPU than these machines' Node 20 for the same
// work (decision 317). The stages that start the site (scripts, e2e, fault, replica, dev) stay on
// the machine's Node, the one `npm start` uses, so the code is still run on Node 20 too.
// TEST_NODE=machine keeps every stage on the machine's Node.
import path from 'node:path';
import { ensureImageNode, nodeVersionOf } from './image-node.mjs';

/**
 * @typedef {{ node: string, version: string, env: NodeJS.ProcessEnv, why?: string }} ToolNode
 * `node` runs a script; `env` puts the same Node first on PATH, for `npx` and a package's bin.
 */

/**
 * @param {NodeJS.ProcessEnv} [env] the environment to start from
 * @param {() => string} [imageNode] the images' Node binary (downloaded once when missing)
 * @returns {ToolNode}
 */
export function toolNode(env = process.env, imageNode = ensureImageNode) {
  const machine = (/** @type {string} */ why) => ({ node: process.execPath, version: process.versions.node, env: { ...env }, why });
  if (env.TEST_NODE === 'machine') return machine('TEST_NODE=machine');
  let node;
  try {
    node = imageNode();
  } catch (error) {
    // The registry out of reach: the checks still run, on the Node there is, and say so.
    return machine(`the images' Node is not available: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  }
  return { node, version: nodeVersionOf(node), env: { ...env, PATH: [path.dirname(node), env.PATH].filter(Boolean).join(path.delimiter) } };
}
