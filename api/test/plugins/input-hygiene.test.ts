// Decision 109: one edge hook answers 422 for NUL, lone surrogates and C0 controls wherever a
// request carries text — these were 500s (PostgreSQL refuses NUL) on these inputs.
import { UNSAFE_TEXT_MESSAGE } from '@sap-academy/contracts';
import { leads, users, webhookEvents } from '../../src/db/schema';
import { findUnsafe } from '../../src/plugins/app/input-hygiene';
import { useTestApp } from '../helpers/app';
import { EVERY_DRIVER } from '../helpers/database';
import { insertCoupon, insertCourse, signUp, type StudentSession } from '../helpers/fixtures';
import { capturedEvent, webhookRequest } from '../helpers/payments';

const HOSTILE = ['\u0000', '\uD800', '\uDFFF', '\u001b', '\u0007', '\u007f'];

const expectRejected = (res: { statusCode: number; json(): unknown }, field: string) => {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ detail: UNSAFE_TEXT_MESSAGE, fields: { [field]: UNSAFE_TEXT_MESSAGE } });
};

describe('findUnsafe', () => {
  it('finds a bad string at any depth, in arrays and in keys, and names its path', () => {
    expect(findUnsafe({ a: [1, { b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toBe('body.a.2.c');
    expect(findUnsafe({ ['k\uD800']: 1 }, 'body')).toBe('body.(key)');
    expect(findUnsafe({ a: 'tab\tand\r\nnewline', b: '😀 é 中' }, 'body')).toBeUndefined();
    expect(findUnsafe(null, 'body')).toBeUndefined();
  });

  it('walks 100,000 levels of nesting without a stack overflow', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafe(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});

describe.each(EVERY_DRIVER)('input hygiene on %s', (driver) => {
  const t = useTestApp(driver);
  let student: StudentSession;
  let courseId: number;

  beforeEach(async () => {
    courseId = (await insertCourse(t.db, { price: 100_000 })).id;
    student = await signUp(t.app);
  });

  it.each(HOSTILE.map((c) => [`U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    'rejects %s in a register name, a join coupon and the order ids',
    async (_label, c) => {
      expectRejected(
        await t.app.inject({ method: 'POST', url: '/lms/register', payload: { name: `A${c}`, email: 'new@example.com', password: 'password123' } }),
        'body.name',
      );
      expectRejected(
        await t.app.inject({ method: 'POST', url: `/lms/course/${courseId}/join`, headers: student.auth, payload: { coupon: `W${c}` } }),
        'body.coupon',
      );
      expectRejected(
        await t.app.inject({
          method: 'PATCH',
          url: `/lms/course/${courseId}/payment/status`,
          headers: student.auth,
          payload: { order_id: `order_${c}`, payment_id: 'pay_1', signature: 'a'.repeat(64) },
        }),
        'body.order_id',
      );
      expect(await t.db.select().from(users)).toHaveLength(1);
    },
  );

  it('rejects them in the coupon query, NUL percent-encoded', async () => {
    await insertCoupon(t.db, { code: 'WELCOME10', discountPercent: 10 });
    const lookup = (q: string) => t.app.inject({ method: 'GET', url: `/lms/course/${courseId}/coupon?coupon=${q}`, headers: student.auth });
    expectRejected(await lookup('WELCOME10%00'), 'querystring.coupon');
    expectRejected(await lookup('%1B'), 'querystring.coupon');
    expect((await lookup('WELCOME10')).statusCode).toBe(200);
  });

  it('rejects a NUL in a path parameter before the id rule or the router sees it', async () => {
    expectRejected(await t.app.inject({ method: 'GET', url: '/lms/course/1%00' }), 'params.id');
  });

  it('answers an undecodable path (a lone surrogate in UTF-8) with 400 {detail}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/lms/course/%ED%A0%80' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it('rejects a control character in the headers the app reads', async () => {
    expectRejected(
      await t.app.inject({ method: 'GET', url: '/lms/auth', headers: { authorization: `${student.auth.authorization}\u0001` } }),
      'headers.authorization',
    );
    const webhook = webhookRequest({ event: 'payment.captured' }, 'evt_1');
    expectRejected(await t.app.inject({ ...webhook, headers: { ...webhook.headers, 'x-razorpay-event-id': 'evt\u0000' } }), 'headers.x-razorpay-event-id');
    expect(await t.db.select().from(webhookEvents)).toHaveLength(0);
  });

  it.each(HOSTILE.map((c) => [`U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    'rejects %s deep inside a correctly signed webhook payload',
    async (_label, c) => {
      const res = await t.app.inject(webhookRequest(capturedEvent(`order_${c}`, 'pay_1', 100_000), 'evt_2'));
      expectRejected(res, 'body.payload.payment.entity.order_id');
      expect(await t.db.select().from(webhookEvents)).toHaveLength(0);
    },
  );

  it('still accepts TAB, CR and LF where a field allows them, and any real Unicode', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/leads',
      payload: { type: 'contact', name: 'Zoë 中文 😀', email: 'z@example.com', message: 'a\r\nb\tc' },
    });
    expect(res.statusCode).toBe(202);
    const [lead] = await t.db.select().from(leads);
    expect(lead).toMatchObject({ name: 'Zoë 中文 😀', message: 'a\nb c' });
  });
});
