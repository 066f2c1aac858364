// A small `kustomize build` for deploy/k8s (docs/decisions/303-kubernetes-manifests.md): no kubectl
// or kustomize binary runs on these machines or in CI, and no npm package builds kustomizations,
// so `npm test` renders the base and the overlay with this. It implements only what deploy/k8s
// uses, the way kustomize does it, and refuses anything else (an unknown kustomization field, a
// patch target, a generator option), so it never renders silently what kubectl would not:
//   resources (files and directories), configMapGenerator / secretGenerator (envs, literals,
//   behavior), patches (a file or inline strategic-merge patch, its target from its kind and
//   name), namespace, replicas, images, replacements (kind/name selects, fieldPath with
//   [key=value] list items, delimiter/index options), then kustomize's last steps: a content
//   hash suffix on each generated ConfigMap/Secret name and every pod's reference to it renamed.
// The transformers run in kustomize's order (api/internal/target/kusttarget_configplugin.go):
// patches, namespace, replicas, images, replacements; hashes once, at the top, after them all.
// Its output was compared with kubectl 1.35.2's kustomize 5.7.1 (decision 303); the test holds a
// fixture of kubectl's output.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

const FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'namespace',
  'images',
  'replicas',
  'patches',
  'configMapGenerator',
  'secretGenerator',
  'replacements',
]);
const GENERATOR_FIELDS = new Set(['name', 'envs', 'literals', 'behavior', 'type']);
// Kinds a namespace does not apply to (the ones a deployment like this could hold).
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'IngressClass',
  'PersistentVolume',
  'PriorityClass',
  'StorageClass',
]);
// Strategic merge: the lists Kubernetes merges item by item, and each one's merge key
// (patchMergeKey in the API types). Every other list is replaced whole, as the API types say.
const MERGE_KEYS = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  envFrom: null,
  volumes: 'name',
  ports: 'containerPort',
  volumeMounts: 'mountPath',
};

const clone = (value) => structuredClone(value);
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

class KustomizeError extends Error {
  name = 'KustomizeError';
}
const fail = (where, message) => {
  throw new KustomizeError(`${where}: ${message}`);
};

/** The kustomization file in `dir`, with its fields checked against what this loader implements. */
function readKustomization(dir) {
  const file = path.join(dir, 'kustomization.yaml');
  const k = parse(readFileSync(file, 'utf8')) ?? {};
  for (const key of Object.keys(k)) if (!FIELDS.has(key)) fail(file, `"${key}" is not implemented by scripts/lib/kustomize.mjs`);
  if (k.kind !== 'Kustomization') fail(file, 'kind must be Kustomization');
  return { file, k };
}

/** KEY=VALUE lines as kustomize reads an env file: the value is everything after the first "=", unquoted. */
export function parseEnvFile(text, where = 'env file') {
  const data = {};
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trimStart();
    if (!line || line.startsWith('#')) return;
    const at = line.indexOf('=');
    if (at <= 0) fail(`${where}:${i + 1}`, `"${raw}" is not KEY=VALUE`);
    data[line.slice(0, at)] = line.slice(at + 1);
  });
  return data;
}

function generate(dir, kind, spec, where) {
  for (const key of Object.keys(spec)) if (!GENERATOR_FIELDS.has(key)) fail(where, `${kind} generator field "${key}" is not implemented`);
  if (kind === 'ConfigMap' && spec.type) fail(where, 'a ConfigMap has no type');
  const data = {};
  for (const env of spec.envs ?? []) Object.assign(data, parseEnvFile(readFileSync(path.join(dir, env), 'utf8'), path.join(dir, env)));
  for (const literal of spec.literals ?? []) Object.assign(data, parseEnvFile(literal, where));
  const object = { apiVersion: 'v1', kind, metadata: { name: spec.name } };
  if (kind === 'Secret') {
    object.type = spec.type ?? 'Opaque';
    object.data = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, Buffer.from(value).toString('base64')]));
  } else {
    object.data = data;
  }
  return object;
}

/** Strategic merge of `patch` into `base` (both plain JSON), for the lists in MERGE_KEYS. */
export function strategicMerge(base, patch, key = '') {
  if (Array.isArray(patch)) {
    const mergeKey = MERGE_KEYS[key];
    if (!mergeKey || !Array.isArray(base)) return clone(patch);
    // As kustomize's merge: items the base has are merged in place, new ones come first.
    const merged = clone(base);
    const added = [];
    for (const item of patch) {
      const at = merged.findIndex((existing) => existing[mergeKey] === item[mergeKey]);
      if (at === -1) added.push(clone(item));
      else merged[at] = strategicMerge(merged[at], item);
    }
    return [...added, ...merged];
  }
  if (isObject(patch)) {
    if (Object.keys(patch).some((k) => k.startsWith('$'))) fail('patch', 'strategic-merge directives ($patch, $retainKeys, …) are not implemented');
    const merged = isObject(base) ? clone(base) : {};
    for (const [k, value] of Object.entries(patch)) {
      if (value === null) delete merged[k];
      else merged[k] = strategicMerge(merged[k], value, k);
    }
    return merged;
  }
  return patch;
}

/** kustomize's field paths: dot-separated, a list item as [key=value] or its index. */
function walk(object, fieldPath, where) {
  const parts = fieldPath.split('.');
  let node = object;
  for (const part of parts.slice(0, -1)) node = step(node, part, where);
  const last = parts.at(-1);
  if (/^\[.*\]$/.test(last) || !isObject(node)) fail(where, `cannot set ${fieldPath}`);
  return { node, key: last };
}
function step(node, part, where) {
  const item = /^\[([^=\]]+)=([^\]]*)\]$/.exec(part);
  const next = item ? (Array.isArray(node) ? node.find((x) => String(x?.[item[1]]) === item[2]) : undefined) : node?.[part];
  if (next === undefined) fail(where, `no ${part} on the path`);
  return next;
}
const getField = (object, fieldPath, where) => {
  const { node, key } = walk(object, fieldPath, where);
  if (node[key] === undefined) fail(where, `${fieldPath} is not set`);
  return node[key];
};

function selectOne(resources, select, where) {
  for (const key of Object.keys(select)) if (!['kind', 'name'].includes(key)) fail(where, `selecting by "${key}" is not implemented`);
  const found = resources.filter((r) => r.object.kind === select.kind && r.name === select.name);
  if (found.length !== 1) fail(where, `${found.length} resources are ${select.kind} ${select.name} (one expected)`);
  return found[0];
}

function replace(resources, replacement, where) {
  const { source, targets } = replacement;
  for (const key of Object.keys(replacement)) if (!['source', 'targets'].includes(key)) fail(where, `replacement field "${key}" is not implemented`);
  const { fieldPath = 'metadata.name', options, ...select } = source;
  let value = String(getField(selectOne(resources, select, where).object, fieldPath, where));
  if (options) {
    const parts = value.split(options.delimiter);
    if (parts[options.index] === undefined) fail(where, `${fieldPath} "${value}" has no part ${options.index} split by "${options.delimiter}"`);
    value = parts[options.index];
  }
  for (const target of targets) {
    for (const key of Object.keys(target))
      if (!['select', 'fieldPaths', 'options'].includes(key)) fail(where, `replacement target field "${key}" is not implemented`);
    const { object } = selectOne(resources, target.select, where);
    for (const targetPath of target.fieldPaths) {
      const { node, key } = walk(object, targetPath, where);
      if (typeof node[key] !== 'string') fail(where, `${target.select.kind} ${target.select.name} ${targetPath} is not a string`);
      if (!target.options) {
        node[key] = value;
        continue;
      }
      const parts = node[key].split(target.options.delimiter);
      if (target.options.index >= parts.length) fail(where, `${targetPath} "${node[key]}" has no part ${target.options.index}`);
      parts[target.options.index] = value;
      node[key] = parts.join(target.options.delimiter);
    }
  }
}

/** The pod specs of a workload (where containers, env and volumes are). */
export function podSpecs(object) {
  const spec = object.spec;
  if (!spec) return [];
  if (object.kind === 'Pod') return [spec];
  if (object.kind === 'CronJob') return spec.jobTemplate?.spec?.template?.spec ? [spec.jobTemplate.spec.template.spec] : [];
  return spec.template?.spec ? [spec.template.spec] : [];
}
const containersOf = (object) => podSpecs(object).flatMap((pod) => [...(pod.initContainers ?? []), ...(pod.containers ?? [])]);

/** "registry/name:tag@digest" → its name, tag and digest, as kustomize's image parser splits it. */
export function parseImage(image) {
  const [withTag, digest] = image.split('@');
  const colon = withTag.lastIndexOf(':');
  const hasTag = colon > withTag.lastIndexOf('/');
  return { name: hasTag ? withTag.slice(0, colon) : withTag, tag: hasTag ? withTag.slice(colon + 1) : undefined, digest };
}

function setImages(resources, images, where) {
  for (const entry of images) {
    for (const key of Object.keys(entry)) if (!['name', 'newName', 'newTag', 'digest'].includes(key)) fail(where, `images field "${key}" is not implemented`);
    for (const { object } of resources) {
      for (const container of containersOf(object)) {
        const image = parseImage(container.image);
        if (image.name !== entry.name) continue;
        const name = entry.newName ?? image.name;
        // A digest replaces the tag, a new tag replaces the tag and any digest, a new name alone keeps both.
        if (entry.digest) container.image = `${name}@${entry.digest}`;
        else if (entry.newTag) container.image = `${name}:${entry.newTag}`;
        else container.image = `${name}${image.tag ? `:${image.tag}` : ''}${image.digest ? `@${image.digest}` : ''}`;
      }
    }
  }
}

/** Go's json.Marshal of a map (keys sorted, <, > and & escaped), which kustomize's hasher hashes. */
const goJson = (value) =>
  JSON.stringify(value, (key, v) => (isObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');

/**
 * kustomize's name suffix (api/hasher): sha256 of the Go-JSON encoding of the kind, "name", the
 * data (and a Secret's type), 10 hex digits with 0, 1, 3, a and e swapped for letters. Its "name"
 * is always empty: the hasher looks the name up as one field called "metadata/name", which no
 * object has. Checked against kubectl 1.35's kustomize 5.7.1 (the loader's test holds its names).
 */
export function generatedNameHash(object) {
  const encoded =
    object.kind === 'Secret'
      ? { kind: 'Secret', type: object.type, name: '', data: object.data ?? {} }
      : { kind: 'ConfigMap', name: '', data: object.data ?? {} };
  const hex = createHash('sha256').update(goJson(encoded)).digest('hex');
  return hex.slice(0, 10).replace(/[013ae]/g, (c) => ({ 0: 'g', 1: 'h', 3: 'k', a: 'm', e: 't' })[c]);
}

/** Every reference a pod makes to a ConfigMap or Secret by name, as [kind, holder, field]. */
function nameReferences(object) {
  const refs = [];
  for (const pod of podSpecs(object)) {
    for (const volume of pod.volumes ?? []) {
      if (volume.configMap) refs.push(['ConfigMap', volume.configMap, 'name']);
      if (volume.secret) refs.push(['Secret', volume.secret, 'secretName']);
    }
    for (const container of [...(pod.initContainers ?? []), ...(pod.containers ?? [])]) {
      for (const from of container.envFrom ?? []) {
        if (from.configMapRef) refs.push(['ConfigMap', from.configMapRef, 'name']);
        if (from.secretRef) refs.push(['Secret', from.secretRef, 'name']);
      }
      for (const env of container.env ?? []) {
        if (env.valueFrom?.configMapKeyRef) refs.push(['ConfigMap', env.valueFrom.configMapKeyRef, 'name']);
        if (env.valueFrom?.secretKeyRef) refs.push(['Secret', env.valueFrom.secretKeyRef, 'name']);
      }
    }
  }
  return refs;
}

/** The resources of one kustomization, transformed, with the generated ones' names not yet hashed. */
function accumulate(dir) {
  const { file, k } = readKustomization(dir);
  const resources = [];
  for (const entry of k.resources ?? []) {
    const target = path.resolve(dir, entry);
    if (statSync(target).isDirectory()) {
      resources.push(...accumulate(target));
      continue;
    }
    for (const doc of parseAllDocuments(readFileSync(target, 'utf8'))) {
      if (doc.errors.length) fail(target, doc.errors[0].message);
      const object = doc.toJS();
      if (object) resources.push({ object, name: object.metadata?.name, generated: false });
    }
  }
  for (const [field, kind] of [
    ['configMapGenerator', 'ConfigMap'],
    ['secretGenerator', 'Secret'],
  ]) {
    for (const spec of k[field] ?? []) {
      const object = generate(dir, kind, spec, `${file} ${field} ${spec.name}`);
      const behavior = spec.behavior ?? 'create';
      const existing = resources.find((r) => r.generated && r.object.kind === kind && r.name === spec.name);
      if (behavior === 'create') {
        if (existing) fail(file, `${kind} ${spec.name} is generated twice (behavior: merge or replace)`);
        resources.push({ object, name: spec.name, generated: true });
      } else if (!existing) {
        fail(file, `${kind} ${spec.name}: behavior ${behavior} needs it generated by a base`);
      } else if (behavior === 'merge') {
        existing.object.data = { ...existing.object.data, ...object.data };
      } else if (behavior === 'replace') {
        existing.object.data = object.data;
      } else {
        fail(file, `behavior "${behavior}" is not create, merge or replace`);
      }
    }
  }
  for (const patch of k.patches ?? []) {
    if (patch.target || patch.options) fail(file, 'patch targets and options are not implemented: a patch names its kind and metadata.name');
    const patchObject = patch.path ? parse(readFileSync(path.join(dir, patch.path), 'utf8')) : parse(patch.patch);
    const found = selectOne(resources, { kind: patchObject.kind, name: patchObject.metadata?.name }, `${file} patch ${patch.path ?? ''}`);
    found.object = strategicMerge(found.object, patchObject);
  }
  if (k.namespace) {
    for (const r of resources) if (!CLUSTER_SCOPED.has(r.object.kind)) r.object.metadata.namespace = k.namespace;
  }
  for (const entry of k.replicas ?? []) {
    const found = resources.filter((r) => ['Deployment', 'StatefulSet', 'ReplicaSet'].includes(r.object.kind) && r.name === entry.name);
    if (found.length === 0) fail(file, `replicas: no Deployment, StatefulSet or ReplicaSet is named ${entry.name}`);
    for (const r of found) r.object.spec.replicas = entry.count;
  }
  setImages(resources, k.images ?? [], file);
  for (const replacement of k.replacements ?? []) replace(resources, replacement, `${file} replacements`);
  return resources;
}

/**
 * `kustomize build <dir>`: the rendered objects, in the order of the resources, then the
 * generated ones.
 */
export function kustomizeBuild(dir) {
  const resources = accumulate(path.resolve(dir));
  const renamed = new Map();
  for (const r of resources.filter((x) => x.generated)) {
    const hashed = `${r.name}-${generatedNameHash(r.object)}`;
    renamed.set(`${r.object.kind}/${r.name}`, hashed);
    r.object.metadata.name = hashed;
  }
  for (const { object } of resources) {
    for (const [kind, holder, field] of nameReferences(object)) {
      const hashed = renamed.get(`${kind}/${holder[field]}`);
      if (hashed) holder[field] = hashed;
    }
  }
  return resources.map((r) => r.object);
}
