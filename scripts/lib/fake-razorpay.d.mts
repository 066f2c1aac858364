// Types for the TypeScript tests that start the fake (api jest, e2e).
export interface FakeRazorpayRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown> | null | undefined;
}
export interface FakeRazorpayPayment {
  id: string;
  entity: 'payment';
  order_id?: string;
  amount: number;
  currency: string;
  status: string;
  [field: string]: unknown;
}
export interface FakeRazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
  attempts: number;
}
export interface FakeRazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  /** Razorpay answers an empty notes object as []. */
  notes: Record<string, string> | [];
  receipt: string | null;
  status: string;
  [field: string]: unknown;
}
export interface FakeRazorpaySignedEvent {
  body: string;
  signature: string;
  eventId: string;
}
export interface FakeRazorpayRefundBehaviour {
  status: 'pending' | 'processed';
  finalEvent: 'refund.processed' | 'refund.failed' | null;
  webhookFirst: boolean;
  refuse: boolean;
  /** The refund is made, then the connection closes before the answer (decision 153). */
  loseAnswer: boolean;
}
export interface FakeRazorpay {
  origin: string;
  apiUrl: string;
  checkoutUrl: string;
  orders: Map<string, FakeRazorpayOrder>;
  payments: Map<string, FakeRazorpayPayment>;
  refunds: Map<string, FakeRazorpayRefund>;
  requests: FakeRazorpayRequest[];
  setRefundBehaviour(next: Partial<FakeRazorpayRefundBehaviour>): void;
  setDeliver(fn: ((event: FakeRazorpaySignedEvent) => Promise<unknown>) | null): void;
  /** Awaited on each GET /v1/refunds/:id before it is answered (null: answer at once). */
  setOnRefundLookup(fn: ((refundId: string) => Promise<unknown>) | null): void;
  completeRefund(refundId: string, event: 'refund.processed' | 'refund.failed'): Promise<unknown>;
  refundEvent(refundId: string, event: 'refund.processed' | 'refund.failed', secret: string): FakeRazorpaySignedEvent;
  addPayment(fields: Partial<FakeRazorpayPayment> & { amount: number }): FakeRazorpayPayment;
  setDown(value: boolean): void;
  close(): Promise<void>;
}
export function startFakeRazorpay(options: {
  keyId: string;
  keySecret: string;
  port?: number;
  host?: string;
  webhook?: { url: string; secret: string };
}): Promise<FakeRazorpay>;
