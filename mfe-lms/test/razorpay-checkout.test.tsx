// A paid join with provider `razorpay` loads checkout.js on demand (from the runtime
// config), opens Razorpay's Standard Checkout, and confirms its three razorpay_* values with
// the API; failure, dismissal and a script that does not load leave Enroll usable.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND_NAME, parseRuntimeConfig, setRuntimeConfig, theme } from 'mfe-shared';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { CHECKOUT_UNAVAILABLE_TEXT, CONTINUE_COURSE, ENROLL_PREFIX, PAYMENT_DISMISSED_TEXT, PAYMENT_FAILED_TEXT } from '../src/config/texts';
import { details } from './fixtures';
import { renderPortal } from './render-portal';

// Live batches (decision 136): a course without batches, a student without upcoming sessions.
beforeEach(() => {
  route('GET /lms/course/3/batches', () => jsonResponse([]));
  route('GET /lms/batches/upcoming', () => jsonResponse([]));
});

// An enrolled student's course page also reads the certificate progress (decision 135); these
// tests are about the rest of the page, so the answer holds no entry and the section stays away.
beforeEach(() => route('GET /lms/certificates/progress', () => jsonResponse({ results: [] })));

const ORDER = { provider: 'razorpay', key_id: 'rzp_test_key', order_id: 'order_R1', amount: 1_499_900, currency: 'INR' };

/** The options the tests read back: the rest is compared whole. */
interface CheckoutOptions extends Record<string, unknown> {
  order_id: string;
  handler: (response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }) => void;
  modal: { ondismiss: () => void };
}

/** A stand-in for window.Razorpay that records what the portal asked of it. */
class FakeRazorpay {
  static instances: FakeRazorpay[] = [];
  failed: Array<(r: unknown) => void> = [];
  opened = false;
  closed = false;
  constructor(readonly options: CheckoutOptions) {
    FakeRazorpay.instances.push(this);
  }
  on(event: string, callback: (r: unknown) => void) {
    if (event === 'payment.failed') this.failed.push(callback);
  }
  open() {
    this.opened = true;
  }
  close() {
    this.closed = true;
  }
}

let scriptCount = 0;
let checkoutUrl = '';
beforeEach(() => {
  // A fresh URL per test: the loader caches a loaded script per URL for the page's life.
  checkoutUrl = `https://checkout.example.test/v1/checkout-${++scriptCount}.js`;
  setRuntimeConfig(parseRuntimeConfig({ paymentCheckoutUrl: checkoutUrl }));
  FakeRazorpay.instances = [];
  delete window.Razorpay;
});
afterEach(() => setRuntimeConfig(parseRuntimeConfig({})));

const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.src === checkoutUrl);
const enrollButton = () => screen.getByRole('button', { name: new RegExp(`^${ENROLL_PREFIX}`) });

async function openPaidCourse() {
  let enrolled = false;
  route('GET /lms/course/3', () => jsonResponse(details(enrolled)));
  route('POST /lms/course/3/join', () => jsonResponse({ status: 'payment_required', payment: ORDER }));
  route('PATCH /lms/course/3/payment/status', () => {
    enrolled = true;
    return jsonResponse({ status: 'paid', course_student: { id: 55, course_id: 3, student_id: 9, last_opened_class_id: null } });
  });
  renderPortal('/lms/course/3');
  await screen.findByRole('heading', { level: 1, name: 'SAP FICO Foundations' });
}

/** Enroll, then let the browser "load" checkout.js: it defines window.Razorpay. */
async function enrollAndLoad(): Promise<FakeRazorpay> {
  await userEvent.click(enrollButton());
  await waitFor(() => expect(scripts()).toHaveLength(1));
  window.Razorpay = FakeRazorpay as never;
  act(() => void scripts()[0]!.dispatchEvent(new Event('load')));
  await waitFor(() => expect(FakeRazorpay.instances.at(-1)?.opened).toBe(true));
  return FakeRazorpay.instances.at(-1)!;
}

describe('Razorpay checkout', () => {
  it('loads nothing on first paint; on Enroll opens Standard Checkout with the order, the user and the brand', async () => {
    await openPaidCourse();
    expect(scripts()).toHaveLength(0);
    const checkout = await enrollAndLoad();
    expect(checkout.options).toEqual(
      expect.objectContaining({
        key: 'rzp_test_key',
        order_id: 'order_R1',
        amount: 1_499_900,
        currency: 'INR',
        name: BRAND_NAME,
        description: 'SAP FICO Foundations',
        prefill: { name: 'Asha Rao', email: 'asha@example.com' },
        theme: { color: theme.color.brand },
      }),
    );
    expect(enrollButton()).toBeDisabled(); // no second checkout while this one is open
  });

  it('success: PATCHes the three razorpay_* values and Continue Course appears', async () => {
    await openPaidCourse();
    const checkout = await enrollAndLoad();
    act(() => checkout.options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_R1', razorpay_signature: 'sig_1' }));
    expect((await screen.findAllByRole('link', { name: CONTINUE_COURSE, hidden: true }))[0]).toHaveAttribute('href', '/lms/course/3/classes/55');
    expect(fetchCalls.find((c) => c.method === 'PATCH')?.body).toEqual({ order_id: 'order_R1', payment_id: 'pay_1', signature: 'sig_1' });
  });

  it('dismissal: says so, charges nothing, and Enroll re-joins the same order with the same script', async () => {
    await openPaidCourse();
    const first = await enrollAndLoad();
    act(() => first.options.modal.ondismiss());
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_DISMISSED_TEXT);
    expect(enrollButton()).toBeEnabled();
    expect(fetchCalls.some((c) => c.method === 'PATCH')).toBe(false);

    await userEvent.click(enrollButton());
    await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(2));
    expect(FakeRazorpay.instances[1]!.options.order_id).toBe('order_R1');
    expect(scripts()).toHaveLength(1); // injected once, its promise reused
    expect(fetchCalls.filter((c) => c.method === 'POST' && c.url.endsWith('/join'))).toHaveLength(2);
  });

  it('payment.failed: shows the reason at once; closing the checkout leaves a retryable failure', async () => {
    await openPaidCourse();
    const checkout = await enrollAndLoad();
    act(() => checkout.failed.forEach((cb) => cb({ error: { description: 'Card declined by the bank' } })));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${PAYMENT_FAILED_TEXT} (Card declined by the bank)`);
    act(() => checkout.options.modal.ondismiss());
    await waitFor(() => expect(enrollButton()).toBeEnabled());
    expect(screen.getByRole('alert')).toHaveTextContent(PAYMENT_FAILED_TEXT);
    expect(fetchCalls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('a checkout script that does not load says so, and the next Enroll tries to load it again', async () => {
    await openPaidCourse();
    await userEvent.click(enrollButton());
    await waitFor(() => expect(scripts()).toHaveLength(1));
    act(() => void scripts()[0]!.dispatchEvent(new Event('error')));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHECKOUT_UNAVAILABLE_TEXT);
    expect(scripts()).toHaveLength(0);
    expect(enrollButton()).toBeEnabled();

    await enrollAndLoad();
    expect(scripts()).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
