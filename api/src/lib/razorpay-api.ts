// The Razorpay REST calls the API makes (orders, fetch payment, refunds), over plain fetch with
// Basic auth key_id:key_secret as Razorpay documents. The base URL is configurable
// (RAZORPAY_API_URL) so tests reach a local fake, never the internet.

/** Razorpay did not answer usefully: the caller keeps the order open and answers 502/503. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    /** 'unreachable': no answer (network, timeout) → 503; 'bad_answer': an error status → 502. */
    readonly kind: 'unreachable' | 'bad_answer',
  ) {
    super(message);
  }
}

/** What the API needs of a payment entity (Razorpay's fields, snake_case there). */
export interface ProviderPayment {
  id: string;
  orderId: string | null;
  amount: number;
  currency: string;
  status: string;
}

/** What the API needs of a refund entity (decision 142). */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  /** Razorpay: pending, processed or failed. */
  status: string;
  receipt: string | null;
  /** The notes we sent with it (our refund id, decision 153); {} when it has none. */
  notes: Record<string, string>;
}

/** A refund Razorpay refused outright (a 4xx with its error description): nothing was refunded. */
export class RefundRefusedError extends Error {
  override name = 'RefundRefusedError';
}

export function toProviderRefund(body: Record<string, unknown>): ProviderRefund | null {
  if (typeof body.id !== 'string' || typeof body.amount !== 'number' || typeof body.status !== 'string' || typeof body.payment_id !== 'string') return null;
  const notes: Record<string, string> = {};
  // Razorpay answers an empty notes object as [] (a PHP habit), so only a plain object has any.
  if (body.notes && typeof body.notes === 'object' && !Array.isArray(body.notes)) {
    for (const [key, value] of Object.entries(body.notes)) if (typeof value === 'string') notes[key] = value;
  }
  return {
    id: body.id,
    paymentId: body.payment_id,
    amount: body.amount,
    status: body.status,
    receipt: typeof body.receipt === 'string' ? body.receipt : null,
    notes,
  };
}

const TIMEOUT_MS = 10_000;

export function razorpayApi(input: { baseUrl: string; keyId: string; keySecret: string }) {
  const base = input.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${input.keyId}:${input.keySecret}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        method,
        headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`razorpay ${method} ${path}: ${(error as Error).message}`, 'unreachable');
    }
  }

  async function json<T>(response: Response, what: string): Promise<T> {
    try {
      return (await response.json()) as T;
    } catch {
      throw new PaymentProviderError(`razorpay ${what}: answer is not JSON`, 'bad_answer');
    }
  }

  return {
    async createOrder(order: { amount: number; currency: string; receipt: string }) {
      const response = await call('POST', '/orders', order);
      if (!response.ok) throw new PaymentProviderError(`razorpay order creation failed: ${response.status}`, 'bad_answer');
      const body = await json<{ id?: unknown }>(response, 'order creation');
      if (typeof body.id !== 'string') throw new PaymentProviderError('razorpay order creation: no order id', 'bad_answer');
      return { orderId: body.id };
    },

    /**
     * POST /payments/:id/refund (amount in paise, speed, receipt, notes). A 4xx is Razorpay's
     * refusal (RefundRefusedError, with its description); no answer or a 5xx is a
     * PaymentProviderError: the refund may or may not exist.
     */
    async createRefund(
      paymentId: string,
      refund: { amount: number; receipt: string; notes: Record<string, string>; speed?: 'normal' | 'optimum' },
    ): Promise<ProviderRefund> {
      const response = await call('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, { speed: 'normal', ...refund });
      const body = await json<Record<string, unknown>>(response, 'refund');
      if (response.status >= 400 && response.status < 500) {
        const error = body.error as { description?: unknown } | undefined;
        throw new RefundRefusedError(typeof error?.description === 'string' ? error.description : `status ${response.status}`);
      }
      if (!response.ok) throw new PaymentProviderError(`razorpay refund failed: ${response.status}`, 'bad_answer');
      const found = toProviderRefund(body);
      if (!found) throw new PaymentProviderError('razorpay refund: unexpected refund entity', 'bad_answer');
      return found;
    },

    /** GET /refunds/:id; null when Razorpay does not know it. */
    async fetchRefund(refundId: string): Promise<ProviderRefund | null> {
      const response = await call('GET', `/refunds/${encodeURIComponent(refundId)}`);
      if (response.status === 400 || response.status === 404) return null;
      if (!response.ok) throw new PaymentProviderError(`razorpay fetch refund failed: ${response.status}`, 'bad_answer');
      const found = toProviderRefund(await json<Record<string, unknown>>(response, 'fetch refund'));
      if (!found) throw new PaymentProviderError('razorpay fetch refund: unexpected refund entity', 'bad_answer');
      return found;
    },

    /**
     * GET /payments/:id/refunds: the payment's refunds, newest first (decision 153). Razorpay
     * pages by `count` (at most 100); a payment of ours is refunded a few times at most, so one
     * page is all of them.
     */
    async listPaymentRefunds(paymentId: string): Promise<ProviderRefund[]> {
      const response = await call('GET', `/payments/${encodeURIComponent(paymentId)}/refunds?count=100`);
      if (!response.ok) throw new PaymentProviderError(`razorpay list refunds failed: ${response.status}`, 'bad_answer');
      const body = await json<{ items?: unknown }>(response, 'list refunds');
      if (!Array.isArray(body.items)) throw new PaymentProviderError('razorpay list refunds: no items', 'bad_answer');
      return body.items.map((item) => {
        const found = item && typeof item === 'object' ? toProviderRefund(item as Record<string, unknown>) : null;
        if (!found) throw new PaymentProviderError('razorpay list refunds: unexpected refund entity', 'bad_answer');
        return found;
      });
    },

    /** null when Razorpay does not know the id (it answers 400 or 404 for a bad one). */
    async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
      const response = await call('GET', `/payments/${encodeURIComponent(paymentId)}`);
      if (response.status === 400 || response.status === 404) return null;
      if (!response.ok) throw new PaymentProviderError(`razorpay fetch payment failed: ${response.status}`, 'bad_answer');
      const body = await json<Record<string, unknown>>(response, 'fetch payment');
      if (typeof body.id !== 'string' || typeof body.amount !== 'number' || typeof body.status !== 'string') {
        throw new PaymentProviderError('razorpay fetch payment: unexpected payment entity', 'bad_answer');
      }
      return {
        id: body.id,
        orderId: typeof body.order_id === 'string' ? body.order_id : null,
        amount: body.amount,
        currency: typeof body.currency === 'string' ? body.currency : '',
        status: body.status,
      };
    },
  };
}
