// The failures of a run, repeated just above its Summary line. CI keeps only the tail of a long
// log, and a Playwright or jest failure prints its reason minutes of output earlier; the recap
// puts each failed test's name and the first lines of its error where the tail shows them.
import { existsSync, readFileSync } from 'node:fs';

const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');
const LINES_PER_FAILURE = 8;

/** @typedef {{ stage: string, title: string, message: string }} Failure */

/** @type {Failure[]} */
const failures = [];

/** @param {string} text */
function firstLines(text) {
  return text
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, LINES_PER_FAILURE)
    .join('\n');
}

/**
 * @param {string} stage
 * @param {string} title
 * @param {string} message
 */
export function recordFailure(stage, title, message) {
  failures.push({ stage, title, message: firstLines(message) });
}

/**
 * A Playwright JSON report's failed tests (the last attempt of each) and its global errors.
 * @param {string} stage
 * @param {any} report
 */
export function recordPlaywrightFailures(stage, report) {
  /** @param {any} suite @param {string[]} path */
  const walk = (suite, path) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (!last || last.status === 'passed' || last.status === 'skipped') continue;
        const error = last.errors?.[0]?.message ?? last.error?.message ?? last.status;
        recordFailure(stage, [...here, spec.title].join(' › '), `${last.status}: ${error}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) recordFailure(stage, 'outside any test', error.message ?? String(error));
}

/**
 * A jest --json report's failed tests and the suites that failed to run.
 * @param {string} stage
 * @param {any} result
 */
export function recordJestFailures(stage, result) {
  for (const file of result.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((/** @type {any} */ a) => a.status === 'failed');
    for (const test of failed) recordFailure(stage, `${file.name} › ${test.fullName}`, test.failureMessages?.[0] ?? 'failed');
    if (failed.length === 0 && file.status === 'failed') recordFailure(stage, file.name, file.message || 'the file failed to run');
  }
}

/**
 * node:test's TAP output: each `not ok` test with the error lines TAP puts under it.
 * @param {string} stage
 * @param {string} tapFile
 */
export function recordTapFailures(stage, tapFile) {
  if (!existsSync(tapFile)) return;
  const lines = readFileSync(tapFile, 'utf8').split('\n');
  lines.forEach((line, index) => {
    const match = /^\s*not ok \d+ - (.*)$/.exec(line);
    if (!match) return;
    const details = [];
    for (const next of lines.slice(index + 1)) {
      if (/^\s*(ok|not ok) \d+/.test(next) || /^\s*\.\.\.\s*$/.test(next)) break;
      if (/error:|expected|actual|message|code:/i.test(next)) details.push(next.trim());
    }
    recordFailure(stage, match[1] ?? line, details.join('\n') || 'failed');
  });
}

/** @returns {string} the recap, or '' when nothing failed */
export function failureRecap() {
  if (failures.length === 0) return '';
  const shown = failures.slice(0, 20);
  const body = shown.map((f) => `✘ [${f.stage}] ${f.title}\n${f.message.replace(/^/gm, '    ')}`).join('\n');
  const more = failures.length > shown.length ? `\n…and ${failures.length - shown.length} more` : '';
  return `\nFailures:\n${body}${more}`;
}
