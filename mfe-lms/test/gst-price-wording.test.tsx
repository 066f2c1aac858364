// The price's GST wording and the checkout's tax lines (decisions 141, 211): with listed prices
// excluding GST the course says "₹X + 18 % GST" and the checkout summary shows the taxable value,
// CGST and SGST (or IGST) and the total before paying; with prices including GST it says
// "incl. GST"; a seller not registered for GST claims nothing.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GST_PRICE_NOTES } from '@sap-academy/contracts/gst';
import { jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { ENROLL_PREFIX } from '../src/config/texts';
import { TAX_SUMMARY_LABEL } from '../src/features/course-details/components/checkout-tax-summary';
import { details } from './fixtures';
import { renderPortal } from './render-portal';

const order = { provider: 'test', key_id: 'rzp_test', order_id: 'order_1', currency: 'INR' };
const facts = () => screen.findByRole('complementary', { name: 'Course facts' });
/** The value beside a term of the course facts. */
const factOf = async (term: string) => (await within(await facts()).findByText(term)).nextElementSibling;

beforeEach(() => {
  route('GET /lms/certificates/progress', () => jsonResponse({ results: [] }));
});

it('prices excluding GST: "+ 18 % GST" beside the price and on Enroll, then CGST and SGST before paying', async () => {
  const course = details(false);
  route('GET /lms/course/3', () => jsonResponse({ ...course, price_note: GST_PRICE_NOTES.added(1800) }));
  route('POST /lms/course/3/join', () =>
    jsonResponse({
      status: 'payment_required',
      payment: {
        ...order,
        amount: 117_882,
        tax: { prices_include_gst: false, rate_bp: 1800, taxable: 99_900, cgst: 8991, sgst: 8991, igst: 0, total: 117_882 },
      },
    }),
  );
  renderPortal('/lms/course/3');
  expect(await factOf('Price')).toHaveTextContent(/\+ 18 % GST$/);
  const enroll = screen.getByRole('button', { name: new RegExp(`^${ENROLL_PREFIX} .* \\+ 18 % GST$`) });
  await userEvent.click(enroll);
  const summary = await screen.findByLabelText(TAX_SUMMARY_LABEL);
  const text = summary.textContent;
  expect(text).toContain('Price (taxable value)₹999.00');
  expect(text).toContain('CGST 9 %₹89.91');
  expect(text).toContain('SGST 9 %₹89.91');
  expect(text).toContain('Total to pay₹1,178.82');
  expect(text).not.toContain('IGST');
});

it('an inter-state buyer sees IGST at the full rate', async () => {
  route('GET /lms/course/3', () => jsonResponse({ ...details(false), price_note: GST_PRICE_NOTES.added(1800) }));
  route('POST /lms/course/3/join', () =>
    jsonResponse({
      status: 'payment_required',
      payment: {
        ...order,
        amount: 117_882,
        tax: { prices_include_gst: false, rate_bp: 1800, taxable: 99_900, cgst: 0, sgst: 0, igst: 17_982, total: 117_882 },
      },
    }),
  );
  renderPortal('/lms/course/3');
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${ENROLL_PREFIX}`) }));
  const summary = await screen.findByLabelText(TAX_SUMMARY_LABEL);
  expect(summary).toHaveTextContent('IGST 18 %₹179.82');
  expect(summary).not.toHaveTextContent('CGST');
});

it('prices including GST: "incl. GST", and the summary splits the price into taxable value and tax', async () => {
  route('GET /lms/course/3', () => jsonResponse({ ...details(false), price_note: GST_PRICE_NOTES.included }));
  route('POST /lms/course/3/join', () =>
    jsonResponse({
      status: 'payment_required',
      payment: { ...order, amount: 99_900, tax: { prices_include_gst: true, rate_bp: 1800, taxable: 84_661, cgst: 7620, sgst: 7619, igst: 0, total: 99_900 } },
    }),
  );
  renderPortal('/lms/course/3');
  expect(await factOf('Price')).toHaveTextContent(/incl\. GST$/);
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${ENROLL_PREFIX} .* incl\\. GST$`) }));
  const summary = await screen.findByLabelText(TAX_SUMMARY_LABEL);
  expect(summary).toHaveTextContent('Taxable value (price incl. GST)₹846.61');
  expect(summary).toHaveTextContent('Total to pay₹999.00');
});

it('a seller not registered for GST: no wording and no tax lines', async () => {
  route('GET /lms/course/3', () => jsonResponse({ ...details(false), price_note: null }));
  route('POST /lms/course/3/join', () => jsonResponse({ status: 'payment_required', payment: { ...order, amount: 99_900, tax: null } }));
  renderPortal('/lms/course/3');
  expect(await factOf('Price')).not.toHaveTextContent('GST');
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${ENROLL_PREFIX}`) }));
  await screen.findByRole('dialog', { name: 'Test checkout' });
  expect(screen.queryByLabelText(TAX_SUMMARY_LABEL)).not.toBeInTheDocument();
});
