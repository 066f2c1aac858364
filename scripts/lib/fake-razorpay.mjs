// A local stand-in for Razorpay, for the API tests and the end-to-end tests (no internet):
// the REST calls the API makes (POST /v1/orders, GET /v1/payments/:id, Basic auth) and a stub
// /v1/checkout.js with Standard Checkout's surface (new Razorpay(options), open(), close(),
// on('payment.failed')). The stub's Pay asks this server to sign, so the key secret never
// sits in the page; a configured webhook then receives a signed payment.captured, as
// Razorpay sends one for a payment whose browser never came back. Refunds (decision 142): POST
// /v1/payments/:id/refund and GET /v1/refunds/:id, and the signed refund.processed and
// refund.failed webhooks with the documented payload (payload.refund.entity, payload.payment.entity).
// GET /v1/payments/:id/refunds lists a payment's refunds as Razorpay's collection ({entity:
// 'collection', count, items}, newest first), for a refund whose create answer was lost (decision 153).
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { FAKE_CHECKOUT_SCRIPT } from './fake-razorpay-checkout.mjs';

const id = (prefix) => `${prefix}_${randomBytes(7).toString('hex')}`;
const hmac = (secret, text) => createHmac('sha256', secret).update(text).digest('hex');
const rzpError = (description) => ({ error: { code: 'BAD_REQUEST_ERROR', description } });

async function readJson(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return null;
  }
}

/**
 * @param {object} o
 * @param {string} o.keyId
 * @param {string} o.keySecret
 * @param {number} [o.port]  0 (default): any free port
 * @param {string} [o.host]
 * @param {{url: string, secret: string}} [o.webhook]  where to POST payment.captured after a Pay, and
 *   the refund webhooks (setDeliver hands them to a function instead)
 */
export async function startFakeRazorpay({ keyId, keySecret, port = 0, host = '127.0.0.1', webhook }) {
  const orders = new Map();
  const payments = new Map();
  const refunds = new Map();
  /**
   * How the next refunds end: `status` in the create answer (Razorpay answers `pending`, or
   * `processed` for an instant one), the webhook that follows (`finalEvent`), whether it is
   * delivered before the answer (`webhookFirst`), `refuse` for a 400 instead, and `loseAnswer`:
   * the refund is made but the connection closes before the answer (a timeout, as the API sees it).
   */
  let refundBehaviour = { status: 'processed', finalEvent: 'refund.processed', webhookFirst: false, refuse: false, loseAnswer: false };
  /** Called with each webhook the fake would deliver (tests inject it into the app); null: POST to `webhook.url`. */
  let deliver = null;
  /** Awaited when GET /v1/refunds/:id arrives, before the answer (a test's interleaving); null: none. */
  let onRefundLookup = null;
  /** Every REST request the API made, for tests of the request's shape. */
  const requests = [];
  let down = false;
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  function send(response, status, body, type = 'application/json') {
    response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  /** A signed event as Razorpay delivers it: the body, its x-razorpay-signature and x-razorpay-event-id. */
  function signedEvent(event, payload, secret) {
    const body = JSON.stringify({
      entity: 'event',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    return { body, signature: hmac(secret, body), eventId: id('evt') };
  }

  function refundEvent(refund, event, secret) {
    const payment = payments.get(refund.payment_id);
    return signedEvent(event, { refund: { entity: { ...refund } }, payment: { entity: { ...payment } } }, secret);
  }

  async function deliverEvent(signed) {
    if (deliver) return deliver(signed);
    if (!webhook) return undefined;
    await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signed.signature, 'x-razorpay-event-id': signed.eventId },
      body: signed.body,
    }).catch(() => undefined);
  }

  /** The refund reaches its final state and its webhook is delivered. */
  async function finishRefund(refund, event = refundBehaviour.finalEvent) {
    if (!event || !webhook) return undefined;
    refund.status = event === 'refund.failed' ? 'failed' : 'processed';
    if (refund.status === 'failed') {
      const payment = payments.get(refund.payment_id);
      payment.amount_refunded -= refund.amount;
    }
    return deliverEvent(refundEvent(refund, event, webhook.secret));
  }

  async function createRefund(response, paymentId, body) {
    const payment = payments.get(paymentId);
    if (!payment) return send(response, 400, rzpError('The id provided does not exist'));
    if (payment.status !== 'captured') return send(response, 400, rzpError('The payment has not been captured'));
    if (refundBehaviour.refuse) return send(response, 400, rzpError('Refund could not be processed (simulated)'));
    payment.amount_refunded ??= 0;
    const amount = body?.amount ?? payment.amount - payment.amount_refunded;
    if (!Number.isInteger(amount) || amount < 100) return send(response, 400, rzpError('The amount must be at least INR 1.00'));
    if (amount > payment.amount - payment.amount_refunded) {
      return send(response, 400, rzpError('The refund amount provided is greater than amount captured'));
    }
    payment.amount_refunded += amount;
    const refund = {
      id: id('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: body?.notes ?? {},
      receipt: body?.receipt ?? null,
      acquirer_data: { arn: null },
      created_at: Math.floor(Date.now() / 1000),
      batch_id: null,
      status: refundBehaviour.status,
      speed_processed: 'normal',
      speed_requested: body?.speed ?? 'normal',
    };
    refunds.set(refund.id, refund);
    if (refundBehaviour.loseAnswer) {
      response.destroy();
      return finishRefund(refund);
    }
    if (refundBehaviour.webhookFirst) {
      await finishRefund(refund);
      return send(response, 200, { ...refund, status: refundBehaviour.status });
    }
    send(response, 200, refund);
    await finishRefund(refund);
  }

  async function sendWebhook(payment) {
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { ...payment } } },
      created_at: Math.floor(Date.now() / 1000),
    });
    await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(webhook.secret, body), 'x-razorpay-event-id': id('evt') },
      body,
    }).catch(() => undefined); // Razorpay would retry; the test that needs it waits for the order.
  }

  /** The stub checkout's two outcomes; each records a payment like Razorpay's. */
  async function checkout(request, response, outcome) {
    const body = await readJson(request);
    const order = body && orders.get(body.order_id);
    if (!order) return send(response, 400, rzpError('The id provided does not exist'));
    const payment = {
      id: id('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: outcome === 'pay' ? 'captured' : 'failed',
      order_id: order.id,
      captured: outcome === 'pay',
      created_at: Math.floor(Date.now() / 1000),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (outcome === 'fail') {
      const error = {
        ...rzpError('Payment failed').error,
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: payment.id },
      };
      return send(response, 200, { error });
    }
    order.status = 'paid';
    order.amount_paid = order.amount;
    order.amount_due = 0;
    send(response, 200, {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: hmac(keySecret, `${order.id}|${payment.id}`),
    });
    if (webhook) await sendWebhook(payment);
  }

  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const route = `${request.method} ${url.pathname}`;
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type',
      });
      return response.end();
    }
    if (route === 'GET /v1/checkout.js') return send(response, 200, FAKE_CHECKOUT_SCRIPT, 'text/javascript; charset=utf-8');
    if (route === 'POST /v1/__checkout/pay') return checkout(request, response, 'pay');
    if (route === 'POST /v1/__checkout/fail') return checkout(request, response, 'fail');

    const body = request.method === 'POST' ? await readJson(request) : undefined;
    requests.push({ method: request.method, path: url.pathname, headers: request.headers, body });
    if (down) return send(response, 503, rzpError('Service unavailable (simulated)'));
    if (request.headers.authorization !== authorization) return send(response, 401, rzpError('Authentication failed'));

    if (route === 'POST /v1/orders') {
      if (!body || !Number.isInteger(body.amount) || body.amount < 100 || typeof body.currency !== 'string') {
        return send(response, 400, rzpError('The amount must be an integer of at least 100.'));
      }
      const order = {
        id: id('order'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt ?? null,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? [],
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return send(response, 200, order);
    }
    const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
    if (request.method === 'POST' && refundPath) return createRefund(response, decodeURIComponent(refundPath[1]), body);
    const fetchRefund = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && fetchRefund) {
      if (onRefundLookup) await onRefundLookup(decodeURIComponent(fetchRefund[1]));
      const refund = refunds.get(decodeURIComponent(fetchRefund[1]));
      return refund ? send(response, 200, refund) : send(response, 400, rzpError('The id provided does not exist'));
    }
    const paymentRefunds = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(url.pathname);
    if (request.method === 'GET' && paymentRefunds) {
      const paymentId = decodeURIComponent(paymentRefunds[1]);
      if (!payments.has(paymentId)) return send(response, 400, rzpError('The id provided does not exist'));
      const count = Math.min(Number(url.searchParams.get('count') ?? 10), 100);
      const items = [...refunds.values()]
        .filter((refund) => refund.payment_id === paymentId)
        .reverse()
        .slice(0, count);
      return send(response, 200, { entity: 'collection', count: items.length, items });
    }
    const paymentPath = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && paymentPath) {
      const payment = payments.get(decodeURIComponent(paymentPath[1]));
      return payment ? send(response, 200, payment) : send(response, 400, rzpError('The id provided does not exist'));
    }
    send(response, 404, rzpError('The requested URL was not found on the server.'));
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error) => send(response, 500, rzpError(String(error))));
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const origin = `http://${host}:${server.address().port}`;

  return {
    origin,
    apiUrl: `${origin}/v1`,
    checkoutUrl: `${origin}/v1/checkout.js`,
    orders,
    payments,
    refunds,
    requests,
    /** How the next refunds end (see refundBehaviour); fields left out keep their value. */
    setRefundBehaviour(next) {
      refundBehaviour = { ...refundBehaviour, ...next };
    },
    /** Webhooks go to this function instead of `webhook.url` (null: back to the URL). */
    setDeliver(fn) {
      deliver = fn;
    },
    /** Awaited on each refund lookup before it is answered (null: answer at once). */
    setOnRefundLookup(fn) {
      onRefundLookup = fn;
    },
    /** A pending refund ends now (as Razorpay's processing does later), and its webhook is delivered. */
    completeRefund: (refundId, event) => finishRefund(refunds.get(refundId), event),
    /** A refund event as Razorpay signs it, for a test to deliver again (a repeated webhook). */
    refundEvent: (refundId, event, secret) => refundEvent(refunds.get(refundId), event, secret),
    /** A payment the API can fetch, as tests need it (another order, another amount, failed). */
    addPayment(fields) {
      const payment = { id: id('pay'), entity: 'payment', currency: 'INR', status: 'captured', ...fields };
      payments.set(payment.id, payment);
      return payment;
    },
    /** While down, every REST call answers 503 (the checkout stub keeps working). */
    setDown(value) {
      down = value;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
