import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GST_FIELD_MESSAGES } from '@sap-academy/contracts/gst';
import { DEFAULT_TAX_SETTINGS, TAX_SETTINGS_MESSAGES } from 'mfe-shared/contracts/admin';
import { GSTIN_MESSAGES } from 'mfe-shared/ui/gst';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { RATE_PERCENT_MESSAGE } from '../src/features/settings/settings-form-schema';
import { settings } from './fixtures';
import { renderAdmin } from './render-admin';

// Valid GSTINs (the mod-36 check character computed by the gst module): Karnataka and Maharashtra.
const KARNATAKA_GSTIN = '29AAACS1234K1ZD';
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

const putBody = () => fetchCalls.find((call) => call.method === 'PUT')?.body as { tax: unknown } | undefined;

beforeEach(() => {
  route('GET /admin/settings', () => jsonResponse(settings()));
  route('GET /admin/audit', () => jsonResponse({ results: [] }));
  route('PUT /admin/settings', () => jsonResponse(settings({ version: 4 })));
});

it('shows the tax group with its defaults and saves the registration, the rate typed in per cent and sent in basis points', async () => {
  renderAdmin('/admin/settings');
  expect(await screen.findByRole('heading', { name: 'Tax invoices (GST)' })).toBeInTheDocument();
  expect(screen.getByLabelText('State')).toHaveDisplayValue('Karnataka (29)');
  expect(screen.getByLabelText('SAC code')).toHaveValue('999293');
  expect(screen.getByLabelText('GST rate (%)')).toHaveValue('18');
  expect(screen.getByLabelText('Listed prices include GST')).toBeChecked();
  expect(screen.getByLabelText('Invoice prefix')).toHaveValue('SA');

  await userEvent.type(screen.getByLabelText('Legal name'), 'SAP Academy Private Limited');
  await userEvent.type(screen.getByLabelText('Address'), '12 MG Road{enter}Bengaluru 560001');
  await userEvent.type(screen.getByLabelText('GSTIN'), '29aaacs1234k1zd');
  const rate = screen.getByLabelText('GST rate (%)');
  await userEvent.clear(rate);
  await userEvent.type(rate, '12.5');
  await userEvent.click(screen.getByLabelText('Listed prices include GST'));
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

  await waitFor(() => expect(putBody()).toBeDefined());
  expect(putBody()!.tax).toEqual({
    ...DEFAULT_TAX_SETTINGS,
    legal_name: 'SAP Academy Private Limited',
    address: '12 MG Road\nBengaluru 560001',
    // Pasted in lower case: saved as the gst module normalises it.
    gstin: KARNATAKA_GSTIN,
    rate_bp: 1250,
    prices_include_gst: false,
  });
});

it('checks the GSTIN as it is typed: nothing while it is short, then its check character, then its state against the one chosen', async () => {
  renderAdmin('/admin/settings');
  const gstin = await screen.findByLabelText('GSTIN');
  await userEvent.type(gstin, '29AAACS1234K1Z');
  expect(screen.queryByText(GSTIN_MESSAGES.checksum)).not.toBeInTheDocument();
  expect(gstin).not.toHaveAttribute('aria-invalid');

  // One character wrong at the end: the typo is caught before anything is saved.
  await userEvent.type(gstin, 'E');
  expect(screen.getByText(GSTIN_MESSAGES.checksum)).toBeInTheDocument();
  expect(gstin).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(gstin);
  await userEvent.type(gstin, MAHARASHTRA_GSTIN);
  expect(screen.getByText(GST_FIELD_MESSAGES.gstinStateMismatch)).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('State'), 'Maharashtra (27)');
  expect(screen.queryByText(GST_FIELD_MESSAGES.gstinStateMismatch)).not.toBeInTheDocument();
  expect(gstin).not.toHaveAttribute('aria-invalid');

  await userEvent.clear(gstin);
  await userEvent.type(gstin, '99AAACS1234K1ZD');
  expect(screen.getByText(GSTIN_MESSAGES.checksum)).toBeInTheDocument();
});

it('refuses a GSTIN without the legal name and address, and a rate that is not per cent, without saving', async () => {
  renderAdmin('/admin/settings');
  await userEvent.type(await screen.findByLabelText('GSTIN'), KARNATAKA_GSTIN);
  const rate = screen.getByLabelText('GST rate (%)');
  await userEvent.clear(rate);
  await userEvent.type(rate, '18 %');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText(RATE_PERCENT_MESSAGE)).toBeInTheDocument();

  await userEvent.clear(rate);
  await userEvent.type(rate, '18');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText(TAX_SETTINGS_MESSAGES.registeredNeedsName, { selector: '[role="alert"]' })).toBeInTheDocument();
  expect(screen.getByLabelText('Legal name')).toHaveAttribute('aria-invalid', 'true');

  const sac = screen.getByLabelText('SAC code');
  await userEvent.clear(sac);
  await userEvent.type(sac, '9992');
  await userEvent.type(screen.getByLabelText('Legal name'), 'SAP Academy Private Limited');
  await userEvent.type(screen.getByLabelText('Address'), '12 MG Road, Bengaluru');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText(TAX_SETTINGS_MESSAGES.sac)).toBeInTheDocument();
  expect(fetchCalls.some((call) => call.method === 'PUT')).toBe(false);
});

it('a stored state that is none of the choices shows as unset and must be chosen before saving', async () => {
  route('GET /admin/settings', () => jsonResponse(settings({ tax: { ...DEFAULT_TAX_SETTINGS, state: '' } })));
  renderAdmin('/admin/settings');
  const state = await screen.findByLabelText('State');
  expect(state).toHaveDisplayValue('Choose a state');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText(GST_FIELD_MESSAGES.state)).toBeInTheDocument();
  expect(fetchCalls.some((call) => call.method === 'PUT')).toBe(false);
});
