// deploy/monitoring's files as the scripts-stage tests read them (decision 316): the rule files,
// their unit tests, the Grafana dashboards, and promtool to run on them.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './paths.mjs';

export const MONITORING = path.join(repoRoot, 'deploy', 'monitoring');
export const RULES = path.join(MONITORING, 'rules');
export const RULE_TESTS = path.join(RULES, 'tests');
export const GRAFANA = path.join(MONITORING, 'grafana');
/** The scrape configurations' jobs: compose's job names, and the Kubernetes pods' app.kubernetes.io/name. */
export const JOBS = ['api', 'shell-renderer'];

/** @param {string} dir */
const yamlFiles = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.yml'))
    .sort();
export const ruleFiles = yamlFiles(RULES);
export const ruleTestFiles = yamlFiles(RULE_TESTS);

/**
 * The rules of one rule file.
 * @param {string} file
 * @returns {any[]}
 */
export const rulesOf = (file) => parse(readFileSync(path.join(RULES, file), 'utf8')).groups.flatMap((/** @type {any} */ g) => g.rules);

/** @type {Array<{ file: string, json: any }>} */
export const dashboards = readdirSync(GRAFANA)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => ({ file, json: JSON.parse(readFileSync(path.join(GRAFANA, file), 'utf8')) }));

/**
 * promtool with its output, for assertion messages.
 * @param {string[]} args
 * @param {string} [cwd]
 */
export function promtool(args, cwd = repoRoot) {
  const result = spawnSync('promtool', args, { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
