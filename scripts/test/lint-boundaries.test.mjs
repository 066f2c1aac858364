// The import boundaries of eslint.config.mjs (decision 009), each crossed once on purpose: a
// zone that stopped matching (a resolver change, a moved folder) would otherwise pass in
// silence. Sources are linted as text at paths inside the repo; only the boundary rules run,
// without type information, so this takes seconds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';
import { repoRoot } from '../lib/paths.mjs';

const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-cycle', 'no-restricted-imports', 'no-restricted-globals', 'no-restricted-syntax']);
const eslint = new ESLint({
  cwd: repoRoot,
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** The boundary rules a source at `file` breaks, e.g. ['import-x/no-restricted-paths']. */
async function broken(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  assert.ok(result, 'ESLint linted the text');
  assert.equal(result.fatalErrorCount, 0, result.messages.map((m) => m.message).join('\n'));
  return result.messages.map((m) => m.ruleId);
}

const ZONE = ['import-x/no-restricted-paths'];

test('a remote imports neither another remote nor the shell, the coming mfe-admin included', async () => {
  assert.deepEqual(await broken('mfe-lms/src/x.ts', "import '../../mfe-marketing/src/config/spec-constants';"), ZONE);
  assert.deepEqual(await broken('mfe-marketing/src/x.ts', "import 'mfe-lms/src/lib/load-script';"), ZONE);
  assert.deepEqual(await broken('mfe-marketing/src/x.ts', "import '../../shell/src/config/paths';"), ZONE);
  assert.deepEqual(await broken('mfe-admin/src/x.ts', "import '../../mfe-lms/src/lib/load-script';"), ZONE);
  assert.deepEqual(await broken('mfe-lms/src/x.ts', "import { theme } from 'mfe-shared';"), []);
});

test('mfe-shared imports no app', async () => {
  assert.deepEqual(await broken('mfe-shared/src/x.ts', "import '../../shell/src/config/paths';"), ZONE);
  assert.deepEqual(await broken('mfe-shared/src/x.ts', "import '../../api/src/config/constants';"), ZONE);
});

test('the API imports only the contracts of the other workspaces, and its code no tooling', async () => {
  assert.deepEqual(await broken('api/src/x.ts', "import { theme } from 'mfe-shared';"), ZONE);
  assert.deepEqual(await broken('api/src/x.ts', "import '../../mfe-shared/src/ui/theme';"), ZONE);
  assert.deepEqual(await broken('api/src/x.ts', "import '../../shell/src/config/paths';"), ZONE);
  assert.deepEqual(await broken('api/src/x.ts', "import '../../scripts/lib/run.mjs';"), ZONE);
  assert.deepEqual(await broken('api/src/x.ts', "import { userSchema } from 'mfe-shared/contracts';"), ZONE);
  assert.deepEqual(await broken('api/src/x.ts', "import { userSchema } from '@sap-academy/contracts';"), []);
  assert.deepEqual(await broken('api/test/x.ts', "import '../../scripts/lib/run.mjs';"), []);
});

test('the contracts workspace stays React-free and imports no other workspace', async () => {
  assert.deepEqual(await broken('contracts/src/x.ts', "import { useState } from 'react';"), ['no-restricted-imports']);
  assert.deepEqual(await broken('contracts/src/x.ts', "import '../../mfe-shared/src/config/money';"), ZONE);
  assert.deepEqual(await broken('contracts/src/x.ts', "import { z } from 'zod';"), []);
});

test('a feature reaches another feature only through its index.ts; shared folders import no feature', async () => {
  assert.deepEqual(await broken('mfe-marketing/src/features/home/x.ts', "import '../leads/lead-form';"), ZONE);
  assert.deepEqual(await broken('mfe-marketing/src/features/home/x.ts', "import { ContactForm } from '../leads';"), []);
  assert.deepEqual(await broken('mfe-marketing/src/features/home/x.ts', "import '../../app/page-loaders';"), ZONE);
  assert.deepEqual(await broken('mfe-marketing/src/components/x.ts', "import '../features/leads';"), ZONE);
  assert.deepEqual(await broken('mfe-marketing/src/app/x.ts', "import '../features/leads/lead-form';"), []);
});

test('an import cycle is found through TypeScript files', async () => {
  // enroll-panel.tsx imports ../api/join-course; join-course importing it back closes a cycle.
  const code = "import { EnrollPanel } from '../components/enroll-panel';\nexport const panel = EnrollPanel;";
  assert.deepEqual(await broken('mfe-lms/src/features/course-details/api/join-course.ts', code), ['import-x/no-cycle']);
});

// One browser API surface (decision 016): the API is called from features/<feature>/api/ only.
const API_CALL = ['no-restricted-imports'];

test('a component or hook never calls the API client; a feature api file does', async () => {
  assert.deepEqual(await broken('mfe-lms/src/features/orders/components/x.tsx', "import { apiFetch } from 'mfe-shared';"), API_CALL);
  assert.deepEqual(await broken('mfe-lms/src/features/orders/x.tsx', "import { useApi } from 'mfe-shared';"), API_CALL);
  assert.deepEqual(await broken('mfe-marketing/src/components/x.tsx', "import { downloadFile } from 'mfe-shared/download';"), API_CALL);
  assert.deepEqual(await broken('mfe-admin/src/features/leads/x.tsx', "import { adminFetch } from '../../lib/api';"), API_CALL);
  assert.deepEqual(await broken('mfe-admin/src/features/leads/x.tsx', "import { useList } from '../../lib/use-list';"), API_CALL);
  assert.deepEqual(await broken('shell/src/features/header/x.ts', "import { PORTAL_API_PATHS } from 'mfe-shared';"), API_CALL);
  assert.deepEqual(await broken('mfe-lms/src/features/orders/api/get-orders.ts', "import { useApi } from 'mfe-shared';"), []);
  assert.deepEqual(await broken('mfe-admin/src/features/leads/api/get-lead.ts', "import { adminFetch } from '../../../lib/api';"), []);
  assert.deepEqual(await broken('mfe-lms/src/features/orders/x.tsx', "import { theme, errorMessage } from 'mfe-shared';"), []);
});

test('raw fetch is for feature api files and the clients only', async () => {
  assert.deepEqual(await broken('mfe-lms/src/features/orders/x.ts', "export const load = () => fetch('/lms/orders');"), ['no-restricted-globals']);
  assert.deepEqual(await broken('shell/src/features/rum/api/x.ts', "export const send = () => fetch('/rum');"), []);
  assert.deepEqual(await broken('mfe-shared/src/api/x.ts', "export const send = () => fetch('/x');"), []);
});

// The API's layers (decision 124): each zone crossed once, and the allowed direction once.
const RESTRICTED_IMPORT = ['no-restricted-imports'];

test('an API route neither queries (db/schema, drizzle) nor opens a transaction', async () => {
  assert.deepEqual(await broken('api/src/routes/x.ts', "import { courses } from '../db/schema';"), ZONE);
  assert.deepEqual(await broken('api/src/routes/admin/x.ts', "import { users } from '../../db/schema/accounts';"), ZONE);
  assert.deepEqual(await broken('api/src/routes/x.ts', "import { inTransaction } from '../db/transaction';"), ZONE);
  assert.deepEqual(await broken('api/src/routes/x.ts', "import { eq } from 'drizzle-orm';"), RESTRICTED_IMPORT);
  assert.deepEqual(await broken('api/src/routes/x.ts', "import { adminCoursesService } from '../services/admin-courses';"), []);
});

test('an API repository imports nothing of HTTP, no service and no transaction helper', async () => {
  assert.deepEqual(await broken('api/src/repositories/x.ts', "import { HttpError } from '../lib/http-error';"), ZONE);
  assert.deepEqual(await broken('api/src/repositories/x.ts', "import type { FastifyInstance } from 'fastify';"), RESTRICTED_IMPORT);
  assert.deepEqual(await broken('api/src/repositories/x.ts', "import { staffOf } from '../plugins/app/staff';"), ZONE);
  assert.deepEqual(await broken('api/src/repositories/x.ts', "import { adminCoursesService } from '../services/admin-courses';"), ZONE);
  assert.deepEqual(await broken('api/src/repositories/x.ts', "import { inTransaction } from '../db/transaction';"), ZONE);
  assert.deepEqual(await broken('api/src/repositories/x.ts', "import { transactionWithRetry } from '../db/retry';"), ZONE);
  assert.deepEqual(await broken('api/src/repositories/x.ts', "import { notFound } from '../domain/errors';\nimport { courses } from '../db/schema';"), []);
});

test('an API repository opens no transaction: the service hands it one', async () => {
  const lint = async (code) => (await eslint.lintText(code, { filePath: path.join(repoRoot, 'api/src/repositories/x.ts') }))[0]?.messages ?? [];
  const opened = await lint('export const f = (db) => db.transaction(async (tx) => tx.select());');
  assert.deepEqual(
    opened.map((m) => m.ruleId),
    ['no-restricted-syntax'],
  );
  assert.match(opened[0]?.message ?? '', /never opens a transaction.*inTransaction.*decision 124/);
  assert.deepEqual(
    (await lint('export const f = (db) => transactionWithRetry(db, async (tx) => tx.select());')).map((m) => m.ruleId),
    ['no-restricted-syntax'],
  );
  assert.deepEqual(
    (await lint('export const f = (tx) => tx.select();')).map((m) => m.ruleId),
    [],
  );
});

test('an API service imports nothing of Fastify or HTTP', async () => {
  assert.deepEqual(await broken('api/src/services/x.ts', "import type { FastifyInstance } from 'fastify';"), RESTRICTED_IMPORT);
  assert.deepEqual(await broken('api/src/services/x.ts', "import fp from 'fastify-plugin';"), RESTRICTED_IMPORT);
  assert.deepEqual(await broken('api/src/services/x.ts', "import { HttpError } from '../lib/http-error';"), ZONE);
  assert.deepEqual(await broken('api/src/services/x.ts', "import { staffOf } from '../plugins/app/staff';"), ZONE);
  assert.deepEqual(
    await broken('api/src/services/x.ts', "import { inTransaction } from '../db/transaction';\nimport { DomainError } from '../domain/errors';"),
    [],
  );
});

test('an end-to-end spec checks accessibility through the one axe check, not AxeBuilder', async () => {
  assert.deepEqual(await broken('e2e/tests/x.spec.ts', "import AxeBuilder from '@axe-core/playwright';"), RESTRICTED_IMPORT);
  assert.deepEqual(await broken('e2e/tests/x.spec.ts', "import { expectNoAxeViolations } from '../support/axe';"), []);
  assert.deepEqual(await broken('e2e/support/axe.ts', "import AxeBuilder from '@axe-core/playwright';"), []);
});
