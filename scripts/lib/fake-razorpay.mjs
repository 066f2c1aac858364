// A local stand-in for Razorpay, for the API tests and the end-to-end tests (no internet):
// the REST calls the API makes (POST /v1/orders, GET /v1/payments/:id, Basic auth) and a stub
// /v1/checkout.js with Standard Checkout's surface (new Razorpay(options), open(), close(),
// on('payment.failed')). The stub's Pay asks this server to sign, so the key secret never
// sits in the page; a configured webhook then receives a signed payment.captured, as
// Razorpay sends one for a payment whose browser never came back.
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
 * @param {{url: string, secret: string}} [o.webhook]  where to POST payment.captured after a Pay
 */
export async function startFakeRazorpay({ keyId, keySecret, port = 0, host = '127.0.0.1', webhook }) {
  const orders = new Map();
  const payments = new Map();
  /** Every REST request the API made, for tests of the request's shape. */
  const requests = [];
  let down = false;
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  function send(response, status, body, type = 'application/json') {
    response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
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
    requests,
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
