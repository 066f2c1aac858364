// deploy/k8s rendered by kustomize itself: `kubectl kustomize <dir>` (kustomize 5.5 ships inside
// kubectl), installed from Debian's packages when missing, like the other system tools
// (ensure-system.mjs). It replaced a hand-written loader that implemented the subset deploy/k8s
// used (decision 304, amending 303): the real tool renders every feature, and its output is what
// `kubectl apply -k` sends. The schema checks stay in scripts/test/k8s-manifests.test.mjs.
import { execFileSync } from 'node:child_process';
import { parseAllDocuments } from 'yaml';
import { aptInstall, hasCommand } from './ensure-system.mjs';
import { log } from './run.mjs';

export const KUBECTL = process.env.KUBECTL_PATH ?? 'kubectl';

/**
 * A rendered Kubernetes object, as loosely typed as YAML gives it: the tests read the fields
 * they check and validate the whole object against its schema.
 * @typedef {{ apiVersion: string, kind: string, metadata: { name: string, namespace?: string, [key: string]: any }, [key: string]: any }} K8sObject
 */

/** kubectl on the PATH: Debian's `kubectl` package when it is missing and apt-get is usable. */
export async function ensureKubectl() {
  if (process.env.KUBECTL_PATH || hasCommand('kubectl')) return KUBECTL;
  log("kubectl is missing: installing Debian's kubectl (kustomize is built in)…");
  await aptInstall(['kubectl']);
  if (!hasCommand('kubectl')) throw new Error('kubectl still missing after apt-get install kubectl');
  return KUBECTL;
}

/**
 * `kubectl kustomize <dir>`: the rendered objects, in kustomize's output order.
 * @param {string} dir a folder with a kustomization.yaml
 * @returns {K8sObject[]}
 */
export function kustomizeBuild(dir) {
  const yaml = execFileSync(KUBECTL, ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return parseAllDocuments(yaml).map((doc) => {
    if (doc.errors.length) throw new Error(`kubectl kustomize ${dir}: ${doc.errors[0]?.message}`);
    return /** @type {K8sObject} */ (doc.toJS());
  });
}

/**
 * KEY=VALUE lines as kustomize reads an env file (the value is everything after the first "=").
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseEnvFile(text) {
  /** @type {Record<string, string>} */
  const data = {};
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trimStart();
    if (!line || line.startsWith('#')) return;
    const at = line.indexOf('=');
    if (at <= 0) throw new Error(`line ${i + 1}: "${raw}" is not KEY=VALUE`);
    data[line.slice(0, at)] = line.slice(at + 1);
  });
  return data;
}

/**
 * The pod specs of a workload (where containers, env and volumes are).
 * @param {K8sObject} object
 * @returns {any[]}
 */
export function podSpecs(object) {
  const spec = object.spec;
  if (!spec) return [];
  if (object.kind === 'Pod') return [spec];
  if (object.kind === 'CronJob') return spec.jobTemplate?.spec?.template?.spec ? [spec.jobTemplate.spec.template.spec] : [];
  return spec.template?.spec ? [spec.template.spec] : [];
}

/**
 * "registry/name:tag@digest" → its name, tag and digest (a registry's port is not a tag).
 * @param {string} image
 */
export function parseImage(image) {
  const [withTag = '', digest] = image.split('@');
  const colon = withTag.lastIndexOf(':');
  const hasTag = colon > withTag.lastIndexOf('/');
  return { name: hasTag ? withTag.slice(0, colon) : withTag, tag: hasTag ? withTag.slice(colon + 1) : undefined, digest };
}
