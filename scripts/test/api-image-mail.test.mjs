// The API image sends mail: its build stage, replayed from api/Dockerfile itself (the files its
// COPY lines bring in, in a temp folder, then its build command), must yield mail templates that
// render. An image built without api/tsconfig.json bundled the templates with the classic JSX
// runtime, and every mail failed with "React is not defined" (decision 305). The packages come
// from this checkout's install (the same lockfile the image's `npm ci` installs), linked in.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/paths.mjs';

const DOCKERFILE = 'api/Dockerfile';
/** The stage that builds; the runtime stage only copies its output. */
const BUILD_STAGE = 'build';

const EVENT = {
  name: 'Asha Rao',
  eventId: 7,
  sequence: 0,
  title: 'Free SAP webinar: careers in SAP MM',
  description: 'How to start a career in SAP.',
  startsAt: '2027-08-25T06:30:00.000Z',
  endsAt: '2027-08-25T07:30:00.000Z',
  joinUrl: 'https://meet.example.com/sap-careers',
};
const BOOKING = {
  name: 'Zoë Ñúñez',
  kind: 'mock_interview',
  consultantName: 'Kavya Rao',
  invite: {
    uid: 'booking-7@www.vidya.example',
    sequence: 0,
    start: '2026-12-01T13:30:00.000Z',
    end: '2026-12-01T14:30:00.000Z',
    summary: 'Mock interview with Kavya Rao',
  },
};

/** One sample per template; the test fails when a template has none. */
const SAMPLES = {
  'otp-code': { code: '482913', minutes: 10 },
  'otp-no-account': { purpose: 'reset' },
  'reset-code': { name: 'Asha Rao', code: '550172', minutes: 10 },
  'email-change-code': { name: 'Asha Rao', code: '903115', minutes: 10 },
  'email-changed': { name: 'Asha Rao', newEmail: 'asha.new@example.com', code: 'Undo_Token-0123456789abcdefghijklmnopqrstuv', days: 7 },
  'address-in-use': { purpose: 'sign-up' },
  welcome: { name: 'Zoë Ñúñez' },
  'checkout-reminder': {
    name: 'Asha Rao',
    courseTitle: 'SAP FICO',
    courseSlug: 'sap-fico',
    unsubscribeUrl: 'https://api.vidya.example/unsubscribe?token=7.abc',
  },
  'password-changed': { name: 'Asha Rao', changedAt: '2026-03-05T10:00:00.000Z' },
  receipt: { paymentId: 42 },
  'assignment-reviewed': {
    name: 'Asha Rao',
    courseTitle: 'SAP SD Pricing',
    classTitle: 'Configure a pricing procedure',
    decision: 'returned',
    comment: 'Add the freight condition & show the access sequence.',
    courseId: 7,
    courseStudentId: 12,
  },
  certificate: { name: 'Zoë Ñúñez', courseTitle: 'SAP FICO Masterclass', certificateId: 'q3Jm8X0pL2vT9wRk4YbN7A', number: 'SAPA-CERT-2026-000042' },
  // Live batches, events and bookings (decisions 136–139): the invites are rendered with the mail.
  'batch-invite': {
    name: 'Asha Rao',
    courseTitle: 'SAP MM',
    batchTitle: 'Evening batch',
    reason: 'enrolled',
    entries: [
      {
        uid: 'batch-session-1@www.vidya.example',
        sequence: 0,
        start: '2030-01-07T13:30:00.000Z',
        end: '2030-01-07T15:30:00.000Z',
        summary: 'SAP MM: Evening batch',
      },
    ],
  },
  'session-reminder': {
    name: 'Asha Rao',
    courseTitle: 'SAP MM',
    batchTitle: 'Evening batch',
    startsAt: '2030-01-07T13:30:00.000Z',
    endsAt: '2030-01-07T15:30:00.000Z',
  },
  'batch-starts': { name: 'Asha Rao', courseTitle: 'SAP MM', batchTitle: 'Evening batch', startsAt: '2030-01-07T13:30:00.000Z' },
  'event-registered': EVENT,
  'event-changed': { ...EVENT, cancelled: false },
  'event-reminder': EVENT,
  'event-replay': { ...EVENT, replayUrl: 'https://replay.example.com/careers-in-sap' },
  'booking-confirmed': { ...BOOKING, meetingUrl: 'https://meet.example.com/kavya', rescheduled: false, code: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345' },
  'booking-cancelled': BOOKING,
  'booking-reminder': { ...BOOKING, meetingUrl: 'https://meet.example.com/kavya' },
  'server-access-ready': { name: 'Asha Rao', host: 's4hana.practice.example.in', expiresAt: '2027-01-31T18:29:59.000Z' },
  'server-access-expiring': { name: 'Asha Rao', host: 's4hana.practice.example.in', expiresAt: '2027-01-31T18:29:59.000Z', daysLeft: 1 },
  'company-invoice': { companyName: 'Acme Engineering Private Limited', courseTitle: 'SAP FICO', seats: 12, paymentId: 43 },
};
/** A company order's tax invoice (decision 154): 12 seats, inter-state, so IGST. */
const INVOICE = {
  id: 9,
  number: 'SA/2627/000042',
  paymentId: 43,
  userId: null,
  financialYear: 2026,
  serial: 42,
  issuedAt: new Date('2026-11-28T10:00:00Z'),
  seller: { legal_name: 'SAP Academy Private Limited', address: '12 MG Road\nBengaluru 560001', state: '29', gstin: '29AAACS1234K1Z5' },
  buyer: {
    name: 'Acme Engineering Private Limited',
    email: 'hr@acme.example.in',
    gstin: '27ABCDE1234F1Z5',
    address: '4 Marine Drive\nMumbai 400020',
    state: '27',
  },
  placeOfSupply: '27',
  regime: 'inter_state',
  sac: '999293',
  rateBp: 1800,
  courseTitle: 'SAP FICO',
  quantity: 12,
  unitPrice: 1_180_000,
  unitPriceIncludesGst: true,
  taxable: 12_000_000,
  cgst: 0,
  sgst: 0,
  igst: 2_160_000,
  total: 14_160_000,
  createdAt: new Date('2026-11-28T10:00:00Z'),
};
const RECEIPT = {
  id: 42,
  status: 'paid',
  provider: 'razorpay',
  orderId: 'order_Q1w2E3r4',
  providerPaymentId: 'pay_Z9x8C7v6',
  paidAt: new Date('2026-03-05T10:00:00Z'),
  listPrice: 2_999_900,
  amount: 2_499_900,
  currency: 'INR',
  couponCode: 'SAVE5K',
  course: { id: 7, title: 'SAP FICO Masterclass' },
  student: { name: 'Zoë Ñúñez', email: 'zoe@example.com' },
};

/**
 * @typedef {{ instruction: string, args: string }} Line
 * @typedef {{ name: string, lines: Line[] }} Stage
 */

/** The Dockerfile's stages and their instructions, continuation lines joined. */
export function dockerStages(text) {
  /** @type {Stage[]} */
  const stages = [];
  const joined = text.replace(/\\\n/g, ' ');
  for (const raw of joined.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [, instruction = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (instruction.toUpperCase() === 'FROM') stages.push({ name: /\bAS\s+(\S+)/i.exec(args)?.[1] ?? String(stages.length), lines: [] });
    else stages.at(-1)?.lines.push({ instruction: instruction.toUpperCase(), args });
  }
  return stages;
}

/**
 * A stage's files as the image holds them: its COPY lines (a `--from` stage's first), each
 * source a path of the build context, a folder copied by its contents as Docker does.
 * @param {Stage[]} stages
 * @param {string} name
 * @param {string} into the temp folder standing for the image's WORKDIR (/app)
 */
function copyStageFiles(stages, name, into) {
  const stage = stages.find((s) => s.name === name);
  if (!stage) throw new Error(`${DOCKERFILE} has no stage ${name}`);
  for (const { instruction, args } of stage.lines) {
    if (instruction !== 'COPY') continue;
    const parts = args.split(/\s+/);
    const from = parts.find((p) => p.startsWith('--from='));
    if (from) {
      copyStageFiles(stages, from.slice('--from='.length), into);
      continue;
    }
    const operands = parts.filter((p) => !p.startsWith('--'));
    const dest = /** @type {string} */ (operands.pop());
    for (const source of operands) {
      const from = path.join(repoRoot, source);
      const isDir = statSync(from).isDirectory();
      const target = isDir || !dest.endsWith('/') ? path.join(into, dest) : path.join(into, dest, path.basename(source));
      cpSync(from, target, { recursive: true });
    }
  }
  return stage;
}

/** node_modules as `npm ci` lays it out in /app: this checkout's packages, the workspaces the temp folder's own. */
function linkInstall(into) {
  const workspaces = new Map(
    /** @type {string[]} */ (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).workspaces).map((dir) => [
      JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')).name,
      dir,
    ]),
  );
  const modules = path.join(into, 'node_modules');
  const link = (name) => {
    const target = workspaces.has(name) ? path.join(into, /** @type {string} */ (workspaces.get(name))) : path.join(repoRoot, 'node_modules', name);
    mkdirSync(path.dirname(path.join(modules, name)), { recursive: true });
    symlinkSync(target, path.join(modules, name));
  };
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry.startsWith('@')) for (const scoped of readdirSync(path.join(repoRoot, 'node_modules', entry))) link(`${entry}/${scoped}`);
    else link(entry);
  }
  // Packages npm could not hoist sit in the workspace's own node_modules, in the image as here.
  for (const dir of workspaces.values()) {
    const own = path.join(repoRoot, dir, 'node_modules');
    if (existsSync(own) && existsSync(path.join(into, dir))) symlinkSync(own, path.join(into, dir, 'node_modules'));
  }
}

let tmp = '';
/** @type {{ renderMail: Function, TEMPLATE_DATA_SCHEMAS: Record<string, unknown>, brandFrom: Function }} */
let built;

before(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'api-image-'));
  const stages = dockerStages(readFileSync(path.join(repoRoot, DOCKERFILE), 'utf8'));
  const stage = copyStageFiles(stages, BUILD_STAGE, tmp);
  linkInstall(tmp);
  // The stage's commands but the install, which linkInstall stands for.
  const commands = stage.lines.filter((l) => l.instruction === 'RUN' && !/\bnpm (ci|install)\b/.test(l.args)).map((l) => l.args);
  assert.ok(commands.length > 0, `${DOCKERFILE}'s ${BUILD_STAGE} stage runs no build`);
  for (const command of commands) {
    const result = spawnSync('sh', ['-c', command], { cwd: tmp, encoding: 'utf8' });
    assert.equal(result.status, 0, `${command}\n${result.stdout}${result.stderr}`);
  }
  built = createRequire(path.join(tmp, 'api', 'dist', 'x.js'))('./mail-renderer.js');
});
after(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('every mail template has a sample here', () => {
  assert.deepEqual(Object.keys(SAMPLES).sort(), Object.keys(built.TEMPLATE_DATA_SCHEMAS).sort());
});

test("every mail template renders from the image's build: HTML, text and subject", async () => {
  const brand = built.brandFrom({ contact_email: 'help@vidya.example', phone: '+91 98765 43210' }, 'https://www.vidya.example/');
  const context = { brand, loadReceipt: async () => RECEIPT, loadInvoice: async () => INVOICE };
  for (const [template, data] of Object.entries(SAMPLES)) {
    const mail = await built.renderMail(template, data, context).catch((/** @type {Error} */ error) => assert.fail(`${template}: ${error.message}`));
    assert.match(mail.html, /^<!DOCTYPE html/, template);
    assert.ok(mail.html.includes('help@vidya.example'), template);
    assert.ok(mail.text.includes('help@vidya.example'), template);
    assert.ok(mail.subject.length > 0, template);
  }
});
