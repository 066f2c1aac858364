// Buying a course for a live batch from its page (decision 146): the Enroll panel offers the open
// batches (a full one cannot be chosen), a batch's own price becomes the price to pay, the chosen
// batch goes with the join, and after the checkout the Live batches section shows the seat.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { ENROLL_PREFIX } from '../src/config/texts';
import { CHOOSE_BATCH_LEGEND, LIVE_BATCHES_HEADING, NO_BATCH_OPTION, YOU_ARE_ENROLLED } from '../src/features/batches/batch-texts';
import { courseBatch } from './batch-fixtures';
import { details } from './fixtures';
import { renderPortal } from './render-portal';

const enrolled = { status: 'paid', course_student: { id: 55, course_id: 3, student_id: 9, last_opened_class_id: null } };
const order = (amount: number) => ({
  status: 'payment_required',
  payment: { provider: 'test', key_id: 'rzp_test', order_id: 'order_7', amount, currency: 'INR' },
});

beforeEach(() => {
  route('GET /lms/batches/upcoming', () => jsonResponse([]));
  route('GET /lms/certificates/progress', () => jsonResponse({ results: [] }));
});

const enrollButton = () => screen.getByRole('button', { name: new RegExp(`^${ENROLL_PREFIX}`) });

describe('the Enroll panel: buying a seat in a live batch', () => {
  it('offers no batch (the default), each open batch with its facts, and a full batch disabled', async () => {
    route('GET /lms/course/3', () => jsonResponse(details(false)));
    route('GET /lms/course/3/batches', () => jsonResponse([courseBatch(), courseBatch({ id: 22, title: 'Weekend batch', seats_left: 0, delivery: 'hybrid' })]));
    renderPortal('/lms/course/3');
    const group = await screen.findByRole('group', { name: CHOOSE_BATCH_LEGEND });
    expect(within(group).getByRole('radio', { name: NO_BATCH_OPTION })).toBeChecked();
    const open = within(group).getByRole('radio', { name: /December evenings/ });
    expect(open).toBeEnabled();
    expect(open).toHaveAccessibleName('December evenings 1 Dec 2026 – 29 Jan 2027 · Live online · 3 seats left');
    expect(within(group).getByRole('radio', { name: /Weekend batch/ })).toBeDisabled();
    expect(within(group).getByRole('radio', { name: /Weekend batch/ })).toHaveAccessibleName(/Full/);
  });

  it('choosing a batch with its own price changes the price; Enroll sends the batch and pays it; the seat shows after', async () => {
    let paid = false;
    route('GET /lms/course/3', () => jsonResponse(details(paid)));
    route('GET /lms/course/3/batches', () =>
      jsonResponse([
        courseBatch({
          price_paise: 999_900,
          seats_left: paid ? 2 : 3,
          membership: paid ? { batch_id: 21, status: 'enrolled', waitlist_position: null } : null,
        }),
      ]),
    );
    route('POST /lms/course/3/join', () => jsonResponse(order(999_900), 201));
    route('POST /lms/payments/test-checkout', () => jsonResponse({ order_id: 'order_7', payment_id: 'pay_7', signature: 'sig' }));
    route('PATCH /lms/course/3/payment/status', () => {
      paid = true;
      return jsonResponse(enrolled);
    });
    renderPortal('/lms/course/3');
    await userEvent.click(await screen.findByRole('radio', { name: /December evenings/ }));
    expect(enrollButton()).toHaveTextContent('₹9,999.00');

    await userEvent.click(enrollButton());
    expect(fetchCalls.find((c) => c.method === 'POST' && c.url.includes('/join'))?.body).toEqual({ coupon: null, batch_id: 21 });
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹9,999.00' }));

    const section = await screen.findByRole('region', { name: LIVE_BATCHES_HEADING });
    const card = await within(section).findByRole('article', { name: 'December evenings' });
    expect(await within(card).findByRole('status')).toHaveTextContent(YOU_ARE_ENROLLED);
  });

  it('without a batch chosen the join is the course alone, at the course price', async () => {
    route('GET /lms/course/3', () => jsonResponse(details(false)));
    route('GET /lms/course/3/batches', () => jsonResponse([courseBatch({ price_paise: 999_900 })]));
    route('POST /lms/course/3/join', () => jsonResponse(order(1_499_900), 201));
    renderPortal('/lms/course/3');
    await screen.findByRole('group', { name: CHOOSE_BATCH_LEGEND });
    expect(enrollButton()).toHaveTextContent('₹14,999.00');
    await userEvent.click(enrollButton());
    await screen.findByRole('dialog', { name: 'Test checkout' });
    expect(fetchCalls.find((c) => c.method === 'POST' && c.url.includes('/join'))?.body).toEqual({ coupon: null });
  });

  it("a refusal (the batch filled) is shown in the API's own words", async () => {
    route('GET /lms/course/3', () => jsonResponse(details(false)));
    route('GET /lms/course/3/batches', () => jsonResponse([courseBatch()]));
    route('POST /lms/course/3/join', () =>
      jsonResponse({ detail: 'This batch is full. Choose another batch, or enrol in the course and join its waitlist.' }, 409),
    );
    renderPortal('/lms/course/3');
    await userEvent.click(await screen.findByRole('radio', { name: /December evenings/ }));
    await userEvent.click(enrollButton());
    expect(await screen.findByText(/This batch is full/)).toBeInTheDocument();
  });
});
