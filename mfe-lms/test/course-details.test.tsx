import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { CONTINUE_COURSE, COUPON_APPLIED_PREFIX, ENROLL_PREFIX, FREE_LABEL, PAYMENT_DISMISSED_TEXT, PAYMENT_FAILED_TEXT } from '../src/config/texts';
import { details } from './fixtures';
import { renderPortal } from './render-portal';
import { COURSE_SKELETON_LABEL } from '../src/features/course-details/components/course-details-skeleton';

// Live batches (decision 136): a course without batches, a student without upcoming sessions.
beforeEach(() => {
  route('GET /lms/course/3/batches', () => jsonResponse([]));
  route('GET /lms/batches/upcoming', () => jsonResponse([]));
});

// An enrolled student's course page also reads the certificate progress (decision 135); these
// tests are about the rest of the page, so the answer holds no entry and the section stays away.
beforeEach(() => route('GET /lms/certificates/progress', () => jsonResponse({ results: [] })));

const couponOf = (discount_amount: number, discount_percent: number, final_price: number) => ({
  id: 7,
  coupon: 'WELCOME',
  discount_amount,
  discount_percent,
  price: 1_499_900,
  final_price,
});

async function openCourse(enrolled = false) {
  route('GET /lms/course/3', () => jsonResponse(details(enrolled)));
  renderPortal('/lms/course/3');
  // The page's outline while its read arrives, then the page in its place.
  expect(screen.getByRole('status', { name: COURSE_SKELETON_LABEL })).toHaveTextContent('Loading...');
  await screen.findByRole('heading', { level: 1, name: 'SAP FICO Foundations' });
  expect(screen.queryByRole('status', { name: COURSE_SKELETON_LABEL })).not.toBeInTheDocument();
}

const couponInput = () => screen.getByLabelText('Coupon code');
const enrollButton = () => screen.getByRole('button', { name: new RegExp(`^${ENROLL_PREFIX}`) });

describe('course details (SPEC §2)', () => {
  it('shows the outline: sections with numbered classes, seconds when known, and the class type', async () => {
    await openCourse();
    const firstSection = screen.getByRole('region', { name: 'Getting started' });
    const items = within(firstSection).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Welcome and system access · 420 seconds · VIDEO');
    expect(items[1]).toHaveTextContent('Enterprise structure · VIDEO');
    expect(items[1]).not.toHaveTextContent('seconds');
    const facts = screen.getByRole('complementary', { name: 'Course facts' });
    expect(facts).toHaveTextContent('Duration3 months');
    expect(facts).toHaveTextContent('Course TypeLive + recorded');
    expect(facts).toHaveTextContent('Price₹14,999.00');
  });

  it('the poster, the largest paint, keeps its 16:9 space and is fetched first, not lazily', async () => {
    await openCourse();
    const poster = screen.getByRole('presentation');
    expect(poster.tagName).toBe('IMG');
    expect(Number(poster.getAttribute('width')) * 9).toBe(Number(poster.getAttribute('height')) * 16);
    expect(poster).not.toHaveAttribute('loading', 'lazy');
    expect(poster).toHaveAttribute('fetchpriority', 'high');
  });

  it('enrolled: Continue Course links to the class viewer, at the top and in the side panel', async () => {
    await openCourse(true);
    const links = screen.getAllByRole('link', { name: CONTINUE_COURSE, hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/lms/course/3/classes/55');
    expect(screen.queryByRole('button', { name: /Enroll Now/ })).not.toBeInTheDocument();
  });

  it('not enrolled: Enroll Now for the price', async () => {
    await openCourse();
    expect(enrollButton()).toHaveTextContent(`${ENROLL_PREFIX} ₹14,999.00`);
  });
});

describe('coupon (SPEC §2, §4, §5, §8)', () => {
  it('Apply with an empty code does nothing', async () => {
    await openCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await userEvent.type(couponInput(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(fetchCalls.filter((c) => c.url.includes('/coupon'))).toHaveLength(0);
  });

  it('loading → applied → Clear: spinner and disabled while looking up, green new price, then reset', async () => {
    await openCourse();
    let answer!: (r: Response) => void;
    route('GET /lms/course/3/coupon', () => new Promise<Response>((resolve) => (answer = resolve)));
    await userEvent.type(couponInput(), ' welcome ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAttribute('aria-busy', 'true');
    expect(fetchCalls.at(-1)?.url).toContain('/lms/course/3/coupon?coupon=welcome');

    // 14,999.00 − 2,000.00 = 12,999.00; − 10% = 11,699.10
    answer(jsonResponse(couponOf(200_000, 10, 1_169_910)));
    expect(await screen.findByText(`${COUPON_APPLIED_PREFIX}₹11,699.10`)).toHaveRole('status');
    // The confirmation describes the input (the shared field wiring), which stays valid.
    expect(couponInput()).toHaveAccessibleDescription(`${COUPON_APPLIED_PREFIX}₹11,699.10`);
    expect(couponInput()).not.toHaveAttribute('aria-invalid');
    expect(enrollButton()).toHaveTextContent(`${ENROLL_PREFIX} ₹11,699.10`);

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(couponInput()).toHaveValue('');
    expect(screen.queryByText(new RegExp(COUPON_APPLIED_PREFIX))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    expect(enrollButton()).toHaveTextContent(`${ENROLL_PREFIX} ₹14,999.00`);
  });

  it('a failed lookup shows data.detail.message under the input and the button becomes Clear', async () => {
    await openCourse();
    route('GET /lms/course/3/coupon', () => jsonResponse({ detail: { message: 'This coupon has expired.' } }, 404));
    await userEvent.type(couponInput(), 'OLD');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon has expired.');
    expect(couponInput()).toHaveAccessibleDescription('This coupon has expired.');
    expect(couponInput()).toBeInvalid();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(couponInput()).toHaveValue('');
    // Valid again: no aria-invalid at all (not "false"), and no description left pointing nowhere.
    expect(couponInput()).not.toHaveAttribute('aria-invalid');
    expect(couponInput()).not.toHaveAttribute('aria-describedby');
  });

  it("a coupon that brings the price to 0 makes the button say 'Free'", async () => {
    await openCourse();
    route('GET /lms/course/3/coupon', () => jsonResponse(couponOf(0, 100, 0)));
    await userEvent.type(couponInput(), 'FULL');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(`${COUPON_APPLIED_PREFIX}${FREE_LABEL}`)).toBeInTheDocument();
    expect(enrollButton()).toHaveTextContent(`${ENROLL_PREFIX} ${FREE_LABEL}`);
  });
});

describe('enrolment (SPEC §4)', () => {
  it('a free join refetches the course and Continue Course replaces the panel', async () => {
    let enrolled = false;
    route('GET /lms/course/3', () => jsonResponse(details(enrolled, { price: 0 })));
    route('POST /lms/course/3/join', () => {
      enrolled = true;
      return jsonResponse({ status: 'enrolled', course_student: { id: 55, course_id: 3, student_id: 9, last_opened_class_id: null } });
    });
    renderPortal('/lms/course/3');
    await userEvent.click(await screen.findByRole('button', { name: `${ENROLL_PREFIX} ${FREE_LABEL}` }));
    expect((await screen.findAllByRole('link', { name: CONTINUE_COURSE, hidden: true }))[0]).toHaveAttribute('href', '/lms/course/3/classes/55');
    expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')?.body).toEqual({ coupon: null });
  });

  it('a paid join opens the test checkout; paying confirms with the API and opens the course', async () => {
    let enrolled = false;
    route('GET /lms/course/3', () => jsonResponse(details(enrolled)));
    route('POST /lms/course/3/join', () =>
      jsonResponse({ status: 'payment_required', payment: { provider: 'test', key_id: 'rzp_test', order_id: 'order_1', amount: 1_499_900, currency: 'INR' } }),
    );
    route('POST /lms/payments/test-checkout', () => jsonResponse({ order_id: 'order_1', payment_id: 'pay_1', signature: 'sig' }));
    route('PATCH /lms/course/3/payment/status', () => {
      enrolled = true;
      return jsonResponse({ status: 'paid', course_student: { id: 55, course_id: 3, student_id: 9, last_opened_class_id: null } });
    });
    renderPortal('/lms/course/3');
    await userEvent.click(await screen.findByRole('button', { name: /Enroll Now for/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹14,999.00' }));

    expect((await screen.findAllByRole('link', { name: CONTINUE_COURSE, hidden: true }))[0]).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'PATCH')?.body).toEqual({ order_id: 'order_1', payment_id: 'pay_1', signature: 'sig' });
  });

  it('a declined payment says so, charges nothing, and leaves the panel to try again', async () => {
    route('GET /lms/course/3', () => jsonResponse(details(false)));
    route('POST /lms/course/3/join', () =>
      jsonResponse({ status: 'payment_required', payment: { provider: 'test', key_id: 'rzp_test', order_id: 'order_1', amount: 1_499_900, currency: 'INR' } }),
    );
    route('POST /lms/payments/test-checkout', () => jsonResponse({ detail: 'Payment declined by the test provider.' }, 402));
    renderPortal('/lms/course/3');
    await userEvent.click(await screen.findByRole('button', { name: /Enroll Now for/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Simulate a failed payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_FAILED_TEXT);
    expect(fetchCalls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(enrollButton()).toBeEnabled();
  });

  it('the test checkout is a dialog with focus inside; Escape is the same as Cancel', async () => {
    route('GET /lms/course/3', () => jsonResponse(details(false)));
    route('POST /lms/course/3/join', () =>
      jsonResponse({ status: 'payment_required', payment: { provider: 'test', key_id: 'rzp_test', order_id: 'order_1', amount: 1_499_900, currency: 'INR' } }),
    );
    renderPortal('/lms/course/3');
    await userEvent.click(await screen.findByRole('button', { name: /Enroll Now for/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    expect(dialog).toHaveAccessibleDescription(/Pay ₹14,999.00 for order order_1/);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_DISMISSED_TEXT);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchCalls.some((c) => c.url.includes('test-checkout'))).toBe(false);
  });

  it('cancelling the test checkout says so and leaves Enroll usable (the same outcome as closing Razorpay)', async () => {
    route('GET /lms/course/3', () => jsonResponse(details(false)));
    route('POST /lms/course/3/join', () =>
      jsonResponse({ status: 'payment_required', payment: { provider: 'test', key_id: 'rzp_test', order_id: 'order_1', amount: 1_499_900, currency: 'INR' } }),
    );
    renderPortal('/lms/course/3');
    await userEvent.click(await screen.findByRole('button', { name: /Enroll Now for/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_DISMISSED_TEXT);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchCalls.some((c) => c.url.includes('test-checkout') || c.method === 'PATCH')).toBe(false);
    expect(enrollButton()).toBeEnabled();
  });
});
