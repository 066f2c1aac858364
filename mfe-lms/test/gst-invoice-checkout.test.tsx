import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GST_FIELD_MESSAGES } from '@sap-academy/contracts/gst';
import { GSTIN_MESSAGES } from 'mfe-shared/ui/gst';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { ENROLL_PREFIX, FREE_LABEL, NEED_GST_INVOICE } from '../src/config/texts';
import { details } from './fixtures';
import { renderPortal } from './render-portal';

// Valid GSTINs (the gst module's mod-36 check character): Karnataka and Maharashtra.
const KARNATAKA_GSTIN = '29AAACS1234K1ZD';
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const REMEMBERED = { gstin: KARNATAKA_GSTIN, legal_name: 'Acme Consulting LLP', address: '4 Residency Road\nBengaluru 560025', state: '29' };

const joinBody = () => fetchCalls.find((call) => call.method === 'POST' && call.url.endsWith('/lms/course/3/join'))?.body;
const enrollButton = () => screen.getByRole('button', { name: new RegExp(`^${ENROLL_PREFIX}`) });

beforeEach(() => {
  route('GET /lms/certificates/progress', () => jsonResponse({ results: [] }));
  route('GET /lms/course/3', () => jsonResponse(details(false)));
  route('POST /lms/course/3/join', () =>
    jsonResponse({ status: 'payment_required', payment: { provider: 'test', key_id: 'rzp_test', order_id: 'order_1', amount: 1_499_900, currency: 'INR' } }),
  );
});

it('without the box, a paid join sends no billing details and asks for none', async () => {
  renderPortal('/lms/course/3');
  expect(await screen.findByRole('checkbox', { name: NEED_GST_INVOICE })).not.toBeChecked();
  expect(screen.queryByLabelText('GSTIN')).not.toBeInTheDocument();
  await userEvent.click(enrollButton());
  await screen.findByRole('dialog', { name: 'Test checkout' });
  expect(joinBody()).toEqual({ coupon: null });
  expect(fetchCalls.some((call) => call.url.includes('/lms/profile/billing'))).toBe(false);
});

it('ticking it fills the details remembered from the last checkout and sends them with the join', async () => {
  route('GET /lms/profile/billing', () => jsonResponse({ billing: REMEMBERED }));
  renderPortal('/lms/course/3');
  await userEvent.click(await screen.findByRole('checkbox', { name: NEED_GST_INVOICE }));
  // The fields show at once; the remembered details fill them as they arrive.
  expect(await screen.findByDisplayValue(KARNATAKA_GSTIN)).toBe(screen.getByLabelText('GSTIN'));
  expect(screen.getByLabelText('Legal name')).toHaveValue('Acme Consulting LLP');
  expect(screen.getByLabelText('Billing address')).toHaveValue('4 Residency Road\nBengaluru 560025');
  expect(screen.getByLabelText('State')).toHaveDisplayValue('Karnataka (29)');

  await userEvent.clear(screen.getByLabelText('Legal name'));
  await userEvent.type(screen.getByLabelText('Legal name'), 'Acme Consulting Private Limited');
  await userEvent.click(enrollButton());
  await screen.findByRole('dialog', { name: 'Test checkout' });
  expect(joinBody()).toEqual({ coupon: null, billing: { ...REMEMBERED, legal_name: 'Acme Consulting Private Limited' } });
});

it('checks the GSTIN as it is typed, takes the state from a valid one, and sends it normalised', async () => {
  route('GET /lms/profile/billing', () => jsonResponse({ billing: null }));
  renderPortal('/lms/course/3');
  await userEvent.click(await screen.findByRole('checkbox', { name: NEED_GST_INVOICE }));
  const gstin = await screen.findByLabelText('GSTIN');
  expect(screen.getByLabelText('State')).toHaveValue('');

  await userEvent.type(gstin, '27aapfu0939f1zw');
  expect(screen.getByText(GSTIN_MESSAGES.checksum)).toBeInTheDocument();
  expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await userEvent.clear(gstin);
  await userEvent.type(gstin, '27aapfu0939f1zv');
  expect(screen.queryByText(GSTIN_MESSAGES.checksum)).not.toBeInTheDocument();
  expect(screen.getByLabelText('State')).toHaveDisplayValue('Maharashtra (27)');

  // Another state chosen by hand: the GSTIN does not belong to it.
  await userEvent.selectOptions(screen.getByLabelText('State'), 'Karnataka (29)');
  expect(screen.getByText(GST_FIELD_MESSAGES.gstinStateMismatch)).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('State'), 'Maharashtra (27)');

  await userEvent.type(screen.getByLabelText('Legal name'), 'Flip Retail Pvt Ltd');
  await userEvent.type(screen.getByLabelText('Billing address'), 'Andheri East, Mumbai 400069');
  await userEvent.click(enrollButton());
  await screen.findByRole('dialog', { name: 'Test checkout' });
  expect(joinBody()).toEqual({
    coupon: null,
    billing: { gstin: MAHARASHTRA_GSTIN, legal_name: 'Flip Retail Pvt Ltd', address: 'Andheri East, Mumbai 400069', state: '27' },
  });
});

it('an unregistered buyer may leave the GSTIN out; missing name, address and state stop the join with their messages', async () => {
  route('GET /lms/profile/billing', () => jsonResponse({ billing: null }));
  renderPortal('/lms/course/3');
  await userEvent.click(await screen.findByRole('checkbox', { name: NEED_GST_INVOICE }));
  await screen.findByLabelText('GSTIN');
  await userEvent.click(enrollButton());
  const panel = screen.getByRole('region', { name: 'Enroll' });
  expect(await within(panel).findByText(GST_FIELD_MESSAGES.legalName)).toBeInTheDocument();
  expect(within(panel).getByText(GST_FIELD_MESSAGES.address)).toBeInTheDocument();
  expect(within(panel).getByText(GST_FIELD_MESSAGES.state)).toBeInTheDocument();
  expect(joinBody()).toBeUndefined();

  await userEvent.type(screen.getByLabelText('Legal name'), 'Ravi Kumar');
  await userEvent.type(screen.getByLabelText('Billing address'), '7 Anna Salai, Chennai 600002');
  await userEvent.selectOptions(screen.getByLabelText('State'), 'Tamil Nadu (33)');
  await userEvent.click(enrollButton());
  await screen.findByRole('dialog', { name: 'Test checkout' });
  expect(joinBody()).toEqual({ coupon: null, billing: { gstin: '', legal_name: 'Ravi Kumar', address: '7 Anna Salai, Chennai 600002', state: '33' } });
});

it('a free course offers no invoice', async () => {
  route('GET /lms/course/3', () => jsonResponse(details(false, { price: 0 })));
  renderPortal('/lms/course/3');
  await screen.findByRole('button', { name: `${ENROLL_PREFIX} ${FREE_LABEL}` });
  expect(screen.queryByRole('checkbox', { name: NEED_GST_INVOICE })).not.toBeInTheDocument();
});
