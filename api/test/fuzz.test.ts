// Property-based fuzz (fast-check): malformed bodies, params and headers across the endpoints
// must always get a 4xx with a detail, never a 5xx. Hostile text (NUL, lone surrogates, control
// characters; decision 109) planted in otherwise valid bodies, queries, params and headers —
// the signed webhook included — never gets a 5xx, and an unsafe character always a 422.
// 7 properties × 500 runs + 4 × 1,000 = 7,500 requests per driver (fc.pre rejects are redrawn),
// the back office's routes among them, sent as an admin so they reach validation; one
// of them sends integers past PostgreSQL `integer` and dates outside 2000–2100.
import fc from 'fast-check';
import type { z } from 'zod';
import {
  joinRequestSchema,
  leadRequestSchema,
  loginRequestSchema,
  paymentStatusRequestSchema,
  progressRequestSchema,
  registerRequestSchema,
  requestOtpRequestSchema,
  unsafeCharIn,
  verifyOtpRequestSchema,
} from '@sap-academy/contracts';
import {
  changeEmailRequestSchema,
  undoEmailChangeRequestSchema,
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
} from '@sap-academy/contracts/account';
import {
  couponInputSchema,
  courseInputSchema,
  courseOutlineUpdateSchema,
  courseUpdateSchema,
  enrolmentGrantSchema,
  leadUpdateSchema,
  siteSettingsUpdateSchema,
} from '@sap-academy/contracts/admin';
import type { InjectOptions } from 'fastify';
import { useTestApp } from './helpers/app';
import { EVERY_DRIVER } from './helpers/database';
import { insertCourse, signUp, type StudentSession } from './helpers/fixtures';
import {
  assertClientError,
  assertHygienic,
  hostileChar,
  percentEncode,
  plant,
  show,
  stringPaths,
  updateAt,
  validBodies,
  type FuzzAuth,
} from './helpers/fuzz-text';
import { signUpAs } from './helpers/staff';
import { capturedEvent, webhookRequest } from './helpers/payments';
import { accountApi } from '@sap-academy/contracts/paths';

const RUNS = 500;
// The hostile-text properties (decision 109) cover more shapes per run, so they get more runs.
const HOSTILE_RUNS = 1_000;

const BODY_ENDPOINTS: Array<{ method: 'POST' | 'PUT' | 'PATCH'; url: string; schema: z.ZodType; auth: FuzzAuth }> = [
  { method: 'POST', url: '/lms/login', schema: loginRequestSchema, auth: false },
  { method: 'POST', url: '/lms/register', schema: registerRequestSchema, auth: false },
  { method: 'POST', url: '/request-otp', schema: requestOtpRequestSchema, auth: false },
  { method: 'POST', url: '/verify-otp', schema: verifyOtpRequestSchema, auth: false },
  // The student's own account.
  { method: 'POST', url: accountApi.forgotPassword(), schema: forgotPasswordRequestSchema, auth: false },
  { method: 'POST', url: accountApi.resetPassword(), schema: resetPasswordRequestSchema, auth: false },
  { method: 'PATCH', url: accountApi.profile(), schema: updateProfileRequestSchema, auth: true },
  { method: 'POST', url: accountApi.changeEmail(), schema: changeEmailRequestSchema, auth: true },
  { method: 'POST', url: accountApi.confirmEmail(), schema: confirmEmailRequestSchema, auth: true },
  // The undo link of an e-mail change, without a session.
  { method: 'POST', url: accountApi.undoEmailChange(), schema: undoEmailChangeRequestSchema, auth: false },
  { method: 'POST', url: accountApi.changePassword(), schema: changePasswordRequestSchema, auth: true },
  { method: 'POST', url: '/leads', schema: leadRequestSchema, auth: false },
  { method: 'POST', url: '/lms/course/COURSE/join', schema: joinRequestSchema.nullish(), auth: true },
  { method: 'PATCH', url: '/lms/course/COURSE/payment/status', schema: paymentStatusRequestSchema, auth: true },
  { method: 'PUT', url: '/lms/course/COURSE/class/CLASS/progress', schema: progressRequestSchema, auth: true },
  // The back office, as an admin: past the role check, into validation.
  { method: 'POST', url: '/admin/courses', schema: courseInputSchema, auth: 'staff' },
  { method: 'PUT', url: '/admin/courses/COURSE', schema: courseUpdateSchema, auth: 'staff' },
  { method: 'PUT', url: '/admin/courses/COURSE/outline', schema: courseOutlineUpdateSchema, auth: 'staff' },
  { method: 'POST', url: '/admin/coupons', schema: couponInputSchema, auth: 'staff' },
  { method: 'PATCH', url: '/admin/leads/1', schema: leadUpdateSchema, auth: 'staff' },
  { method: 'PUT', url: '/admin/settings', schema: siteSettingsUpdateSchema, auth: 'staff' },
  { method: 'POST', url: '/admin/students/1/enrolments', schema: enrolmentGrantSchema, auth: 'staff' },
];

const PARAM_ROUTES = [
  'GET /lms/course/:a',
  'GET /lms/course/:a/continue/:b',
  'GET /lms/course/:a/class/:b',
  'GET /lms/course/:a/coupon?coupon=X',
  'POST /lms/course/:a/join',
  'PATCH /lms/course/:a/payment/status',
  'PUT /lms/course/:a/class/:b/progress',
  'GET /admin/courses/:a',
  'PUT /admin/courses/:a/outline',
  'POST /admin/courses/:a/publish',
  'DELETE /admin/courses/:a',
  'GET /admin/coupons/:a',
  'GET /admin/leads/:a',
  'GET /admin/students/:a',
  'DELETE /admin/students/:a/enrolments/:b',
];

const AUTH_ROUTES = [
  'GET /lms/auth',
  'POST /lms/logout',
  `POST ${accountApi.logoutAll()}`,
  `PATCH ${accountApi.profile()}`,
  `POST ${accountApi.changeEmail()}`,
  `POST ${accountApi.confirmEmail()}`,
  `POST ${accountApi.changePassword()}`,
  'GET /lms/course/1/continue/1',
  'GET /lms/course/1/class/1',
  'GET /lms/course/1/coupon?coupon=X',
  'POST /lms/course/1/join',
  'PATCH /lms/course/1/payment/status',
  'PUT /lms/course/1/class/1/progress',
];
// Optional auth (decision 109): a garbage token there makes the caller a visitor.
const PUBLIC_ROUTE = 'GET /lms/course/COURSE';

/** The valid bodies the hostile-text property plants into; one more index is the signed webhook. */
const VALID_BODY_COUNT = validBodies('a@b.co', 0).length;

/** Path segments that are never a valid positive int4 id. */
const badId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !/^\+?0*[1-9]\d{0,9}$/.test(s.trim()) || Number(s) > 2_147_483_647),
  fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', 'NaN', 'Infinity', '0x10', '%00', '..', ' ', '١'),
  fc.bigInt({ min: 2_147_483_648n, max: 10n ** 30n }).map(String),
);

/** Ids and versions are PostgreSQL integers; anything past them must stop at the contract. */
const INT4_MAX = 2_147_483_647;
const outOfRangeInt = fc.oneof(
  fc.constantFrom(INT4_MAX + 1, 2 ** 32, -1, -(INT4_MAX + 2), Number.MAX_SAFE_INTEGER, 1e21, 1e308, 0.5),
  fc.integer({ min: INT4_MAX + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
);
/** Real calendar days before 2000 or after 2100 (years 0001–9999), the extremes included. */
const outOfRangeDay = fc.oneof(
  fc.constantFrom('0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31', '0000-01-01'),
  fc
    .tuple(fc.oneof(fc.integer({ min: 1, max: 1999 }), fc.integer({ min: 2101, max: 9999 })), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
);
type RangeRequest = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: object };
/** Every integer and date a client sends to the API, one at a time, in an otherwise valid request. */
const RANGE_TARGETS: Array<{ kind: 'int' | 'day' | 'datetime'; request: (value: unknown) => RangeRequest }> = [
  ...['publish', 'unpublish', 'archive', 'restore'].map((action) => ({
    kind: 'int' as const,
    request: (version: unknown): RangeRequest => ({ method: 'POST', url: `/admin/courses/COURSE/${action}`, body: { version } }),
  })),
  { kind: 'int', request: (version) => ({ method: 'PUT', url: '/admin/courses/COURSE/outline', body: { version, sections: [] } }) },
  { kind: 'int', request: (version) => ({ method: 'DELETE', url: `/admin/courses/COURSE?version=${String(version)}` }) },
  { kind: 'int', request: (version) => ({ method: 'PATCH', url: '/admin/leads/1', body: { version, status: 'won' } }) },
  { kind: 'int', request: (course_id) => ({ method: 'POST', url: '/admin/students/1/enrolments', body: { course_id } }) },
  { kind: 'int', request: (course_id) => ({ method: 'POST', url: '/admin/coupons', body: { code: 'RANGE10', discount_percent: 10, course_id } }) },
  { kind: 'int', request: (n) => ({ method: 'POST', url: '/admin/coupons', body: { code: 'RANGE10', discount_percent: 10, usage_limit: n } }) },
  { kind: 'int', request: (id) => ({ method: 'PUT', url: '/admin/courses/COURSE/outline', body: { version: 0, sections: [{ id, name: 'S', classes: [] }] } }) },
  { kind: 'int', request: (id) => ({ method: 'GET', url: `/admin/orders?student_id=${String(id)}` }) },
  { kind: 'int', request: (id) => ({ method: 'GET', url: `/admin/coupons?course_id=${String(id)}` }) },
  { kind: 'int', request: (page) => ({ method: 'GET', url: `/admin/students?page=${String(page)}` }) },
  { kind: 'int', request: (hours) => ({ method: 'GET', url: `/admin/rum?hours=${String(hours)}` }) },
  { kind: 'int', request: (status) => ({ method: 'PUT', url: '/lms/course/COURSE/class/CLASS/progress', body: { status } }) },
  { kind: 'int', request: (id) => ({ method: 'GET', url: `/lms/course/${String(id)}` }) },
  { kind: 'int', request: (id) => ({ method: 'GET', url: `/lms/course/COURSE/continue/${String(id)}` }) },
  { kind: 'int', request: (id) => ({ method: 'GET', url: `/lms/orders/${String(id)}/receipt` }) },
  { kind: 'day', request: (day) => ({ method: 'GET', url: `/admin/leads?from=${String(day)}` }) },
  { kind: 'day', request: (day) => ({ method: 'GET', url: `/admin/leads?to=${String(day)}` }) },
  { kind: 'day', request: (day) => ({ method: 'GET', url: `/admin/leads.csv?from=${String(day)}&to=${String(day)}` }) },
  { kind: 'datetime', request: (at) => ({ method: 'POST', url: '/admin/coupons', body: { code: 'RANGE10', discount_percent: 10, valid_from: at } }) },
  { kind: 'datetime', request: (at) => ({ method: 'POST', url: '/admin/coupons', body: { code: 'RANGE10', discount_percent: 10, valid_until: at } }) },
];

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const brokenJson = fc.oneof(
  fc.string({ maxLength: 40 }).map((s) => `{${s}`),
  fc.constantFrom('{"username":', '[', '{"a":1,}', 'nul', '{"email": "x"', '\u0000', '{{}}'),
);

/** A PARAM_ROUTES entry with `segment` as its first (which 0) or second (which 1) id, the other 1. */
function paramRequest(route: string, segment: string, which: number) {
  const [method, template] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
  const url = template.replace(':a', which === 0 || !template.includes(':b') ? segment : '1').replace(':b', which === 1 ? segment : '1');
  return { method, url };
}

describe.each(EVERY_DRIVER)('fuzz on %s', (driver) => {
  const t = useTestApp(driver);
  let student: StudentSession;
  let admin: StudentSession;
  let fill: (url: string) => string;
  /** The headers of a caller; a back-office route (PARAM_ROUTES) is always the admin's. */
  const as = (auth: FuzzAuth) => (auth === 'staff' ? admin.auth : auth ? student.auth : {});
  const forRoute = (url: string) => as(url.startsWith('/admin/') ? 'staff' : true);

  beforeEach(async () => {
    const course = await insertCourse(t.db, { price: 100_000 });
    student = await signUp(t.app);
    admin = await signUpAs(t.app, t.db, 'admin');
    fill = (url) => url.replace('COURSE', String(course.id)).replace('CLASS', String(course.classIds[0]));
  });

  let requests = 0;
  const inject = (opts: InjectOptions) => {
    requests++;
    return t.app.inject(opts);
  };

  it('malformed JSON bodies (schema-invalid values) → 422/4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...BODY_ENDPOINTS), jsonValue, async (endpoint, body) => {
        fc.pre(!endpoint.schema.safeParse(body).success);
        const res = await inject({
          method: endpoint.method,
          url: fill(endpoint.url),
          headers: { 'content-type': 'application/json', ...as(endpoint.auth) },
          payload: JSON.stringify(body),
        });
        assertClientError(res, `${endpoint.method} ${endpoint.url} ${JSON.stringify(body).slice(0, 80)}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('unparsable bodies and wrong content types → 400/415/422', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BODY_ENDPOINTS),
        fc.oneof(brokenJson, fc.string({ maxLength: 60 })),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/json; charset=latin1',
          'foo',
        ),
        async (endpoint, raw, contentType) => {
          fc.pre(
            !(
              contentType === 'application/json' &&
              (() => {
                try {
                  return endpoint.schema.safeParse(JSON.parse(raw)).success;
                } catch {
                  return false;
                }
              })()
            ),
          );
          const res = await inject({
            method: endpoint.method,
            url: fill(endpoint.url),
            headers: { 'content-type': contentType, ...as(endpoint.auth) },
            payload: raw,
          });
          assertClientError(res, `${endpoint.method} ${endpoint.url} [${contentType}] ${raw.slice(0, 60)}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('bad path parameters → 404/422', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PARAM_ROUTES), badId, fc.nat({ max: 1 }), async (route, bad, which) => {
        const { method, url } = paramRequest(route, encodeURIComponent(bad), which);
        const res = await inject({ method, url, headers: forRoute(url), payload: method === 'GET' ? undefined : {} });
        assertClientError(res, `${method} ${url}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('garbage Authorization headers → 401 (the visitor view on the public course page)', async () => {
    const header = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ maxLength: 80 }).map((s) => `Bearer ${s}`),
      fc.tuple(fc.base64String(), fc.base64String(), fc.base64String()).map((p) => `Bearer ${p.join('.')}`),
      fc.constant(`Bearer ${'a'.repeat(5000)}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...AUTH_ROUTES, PUBLIC_ROUTE), header, async (route, authorization) => {
        const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH', string];
        // Empty or header-illegal values are dropped by the HTTP layer; this is about what arrives.
        fc.pre(authorization.trim().length > 0 && !/[^\t\x20-\x7e]/.test(authorization));
        const res = await inject({ method, url: fill(url), headers: { authorization }, payload: method === 'GET' ? undefined : {} });
        if (route !== PUBLIC_ROUTE) return assertClientError(res, `${route} auth=${authorization.slice(0, 40)}`);
        if (res.statusCode !== 200 || res.json().course_student !== null) {
          throw new Error(`${route} auth=${authorization.slice(0, 40)} → ${res.statusCode}, not the visitor view`);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('malformed query strings and webhook requests → 4xx', async () => {
    const query = fc.oneof(
      fc.constant(''),
      fc
        .string({ maxLength: 80 })
        .map((s) => `coupon=${encodeURIComponent(s)}`)
        .filter((q) => q === 'coupon=' || q.length > 7 + 64 * 3),
      fc.constantFrom('coupon', 'coupon=&coupon=', 'coupons=X', `coupon=${'x'.repeat(65)}`, 'coupon=%20%20'),
    );
    const webhookHeaders = fc.record(
      {
        'x-razorpay-signature': fc.string({ maxLength: 70 }).filter((s) => s.trim().length > 0 && !/[^\t\x20-\x7e]/.test(s)),
        'x-razorpay-event-id': fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim().length > 0 && !/[^\t\x20-\x7e]/.test(s)),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.boolean(), query, webhookHeaders, jsonValue, async (coupon, q, headers, body) => {
        const res = coupon
          ? await inject({ method: 'GET', url: fill(`/lms/course/COURSE/coupon?${q}`), headers: student.auth })
          : await inject({
              method: 'POST',
              url: '/payments/webhook',
              headers: { 'content-type': 'application/json', ...headers },
              payload: JSON.stringify(body),
            });
        assertClientError(res, coupon ? `coupon ?${q}` : `webhook ${JSON.stringify(headers)}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('hostile characters inside otherwise valid bodies, deep, in keys and in a signed webhook → never 5xx', async () => {
    const where = fc.constantFrom('leaf', 'deep', 'key');
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: VALID_BODY_COUNT }),
        hostileChar,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.nat(),
        where,
        async (which, char, at, pick, place) => {
          const webhook = which === VALID_BODY_COUNT;
          const endpoint = webhook ? undefined : validBodies(student.email, requests)[which]!;
          const base: object = webhook ? capturedEvent('order_test_1', 'pay_1', 100_000) : endpoint!.body;
          const paths = stringPaths(base);
          let body: unknown;
          if (place === 'leaf' && paths.length > 0) body = updateAt(base, paths[pick % paths.length]!, (old) => plant(old, char, at));
          else if (place === 'key') body = { ...base, [plant('extra', char, at)]: 1 };
          else body = { ...base, extra: { list: [1, { text: plant('deep text', char, at) }] } };
          const label = `${webhook ? 'webhook' : endpoint!.url} ${place} ${show(char)} ${JSON.stringify(body).slice(0, 80)}`;
          if (webhook) {
            // Signed over the exact bytes sent: the hygiene answer, not the signature check, decides.
            const res = await inject(webhookRequest(body as object, `evt_${requests}`));
            return assertHygienic(res, char, label);
          }
          const res = await inject({
            method: endpoint!.method,
            url: fill(endpoint!.url),
            headers: { 'content-type': 'application/json', ...as(endpoint!.auth) },
            payload: JSON.stringify(body),
          });
          assertHygienic(res, char, label);
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
  });

  it('hostile characters in the coupon query (percent-encoded, lone surrogates as invalid UTF-8) → never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(hostileChar, fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom('WELCOME10', 'X', 'coupon-code'), async (char, at, code) => {
        const planted = plant(code, char, at);
        const res = await inject({ method: 'GET', url: fill(`/lms/course/COURSE/coupon?coupon=${percentEncode(planted)}`), headers: student.auth });
        // A lone surrogate travels as bytes that are not UTF-8: decoders turn it into U+FFFD or
        // leave it encoded, so only "never a 5xx, always a detail" holds for it.
        const surrogate = /[\uD800-\uDFFF]/.test(char);
        if (surrogate) {
          if (res.statusCode >= 500) throw new Error(`coupon ${show(planted)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (res.statusCode >= 400) assertClientError(res, `coupon ${show(planted)}`);
          return;
        }
        assertHygienic(res, char, `coupon ${show(planted)}`);
      }),
      { numRuns: HOSTILE_RUNS },
    );
  });

  it('hostile characters in path parameters → 400/404/422, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PARAM_ROUTES),
        hostileChar,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.nat({ max: 1 }),
        async (route, char, at, which) => {
          const { method, url } = paramRequest(route, percentEncode(plant('12', char, at)), which);
          const res = await inject({ method, url, headers: forRoute(url), payload: method === 'GET' ? undefined : {} });
          assertClientError(res, `${method} ${url}`);
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
  });

  it('the back office’s list queries: odd paging, sorting, filters and hostile search text → 200 or 4xx, never 5xx', async () => {
    const value = fc.oneof(
      fc.constantFrom(
        '',
        '0',
        '-1',
        '1.5',
        '101',
        '99999999999999999999',
        '2147483648',
        '0001-01-01',
        '9999-12-31',
        'NaN',
        '-',
        '--name',
        'name;drop',
        'x'.repeat(300),
        '2026-02-30',
        'true',
      ),
      fc.string({ maxLength: 40 }),
      fc.tuple(fc.constantFrom('a', 'Asha', 'ORDER'), hostileChar, fc.double({ min: 0, max: 1, noNaN: true })).map(([text, char, at]) => plant(text, char, at)),
    );
    const param = fc.constantFrom('page', 'page_size', 'sort', 'q', 'status', 'type', 'from', 'to', 'utm_source', 'active', 'course_id', 'student_id');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/admin/courses',
          '/admin/coupons',
          '/admin/leads',
          '/admin/leads.csv',
          '/admin/students',
          '/admin/students.csv',
          '/admin/orders',
          '/admin/orders.csv',
        ),
        fc.array(fc.tuple(param, value), { maxLength: 4 }),
        async (path, pairs) => {
          const query = pairs.map(([key, v]) => `${key}=${percentEncode(v)}`).join('&');
          const res = await inject({ method: 'GET', url: `${path}?${query}`, headers: admin.auth });
          if (res.statusCode === 200) return;
          assertClientError(res, `GET ${path}?${query}`);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('hostile characters in the authorization and webhook headers → never 5xx, unsafe ones 422', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('authorization', 'x-razorpay-signature', 'x-razorpay-event-id'),
        hostileChar,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(...AUTH_ROUTES, PUBLIC_ROUTE),
        async (header, char, at, route) => {
          // HTTP carries header bytes, not UTF-16: lone surrogates cannot arrive in a header.
          fc.pre(!/[\uD800-\uDFFF]/.test(char));
          if (header === 'authorization') {
            const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH', string];
            const value = plant(student.auth.authorization, char, at);
            const res = await inject({ method, url: fill(url), headers: { authorization: value }, payload: method === 'GET' ? undefined : {} });
            if (route === PUBLIC_ROUTE && unsafeCharIn(value) === -1) {
              if (res.statusCode !== 200) throw new Error(`${route} auth ${show(value)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
              return;
            }
            // TAB, CR and LF are not unsafe: the token then fails its pattern (401), or was trimmed off.
            return assertHygienic(res, char, `${route} auth ${show(value)}`);
          }
          const request = webhookRequest(capturedEvent('order_test_1', 'pay_1', 100_000), `evt_${requests}`);
          const headers: Record<string, string> = { ...request.headers, [header]: plant(request.headers[header as 'x-razorpay-event-id'], char, at) };
          const res = await inject({ ...request, headers });
          // An unsafe character is a 422; TAB/CR/LF break the signature (400) or are trimmed as whitespace.
          assertHygienic(res, char, `webhook ${header} ${show(headers[header]!)}`);
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
  });

  it('integers past PostgreSQL integer and dates outside 2000–2100, in bodies and queries of staff and portal routes → 4xx, no 5xx', async () => {
    // Collected rather than thrown, so a failing run reports every 5xx and every acceptance at once.
    const serverErrors: string[] = [];
    const accepted: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...RANGE_TARGETS), outOfRangeInt, outOfRangeDay, async (target, int, day) => {
        const value = target.kind === 'int' ? int : target.kind === 'day' ? day : `${day}T00:00:00Z`;
        const request = target.request(value);
        const url = fill(request.url);
        const res = await inject({
          method: request.method,
          url,
          headers: { ...(request.body !== undefined && { 'content-type': 'application/json' }), ...as(url.startsWith('/admin/') ? 'staff' : true) },
          payload: request.body === undefined ? undefined : JSON.stringify(request.body),
        });
        const label = `${request.method} ${url} ${JSON.stringify(request.body ?? '').slice(0, 80)}`;
        if (res.statusCode >= 500) serverErrors.push(`${label} → ${res.statusCode}`);
        else if (res.statusCode < 400) accepted.push(`${label} → ${res.statusCode}`);
        else assertClientError(res, label);
      }),
      { numRuns: RUNS },
    );
    process.stdout.write(`out-of-range fuzz on ${driver}: ${serverErrors.length} server errors, ${accepted.length} accepted\n`);
    expect(serverErrors).toEqual([]);
    expect(accepted).toEqual([]);
  });

  it('sent at least 6,000 generated requests (decision 109)', () => {
    expect(requests).toBeGreaterThanOrEqual(6_000);
  });

  afterAll(() => {
    // The count for the report; stdout, since a console.error would fail the suite.
    process.stdout.write(`fuzz on ${driver}: ${requests} generated requests\n`);
  });
});
