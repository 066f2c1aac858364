import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GSTR1_MESSAGES, INVOICE_CSV_MESSAGES } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { lastMonthInIndia } from '../src/lib/india-time';
import { page, renderAdmin } from './render-admin';

describe('last month in India time', () => {
  it.each([
    // 1 Nov 2026 00:30 in India is still 31 Oct in UTC: India's calendar decides.
    ['2026-10-31T19:00:00.000Z', '2026-10'],
    ['2026-10-31T18:00:00.000Z', '2026-09'],
    ['2027-01-15T12:00:00.000Z', '2026-12'],
    ['2026-12-31T18:29:59.000Z', '2026-11'],
    ['2026-12-31T18:30:00.000Z', '2026-12'],
  ])('at %s it is %s', (now, month) => {
    expect(lastMonthInIndia(new Date(now))).toBe(month);
  });
});

const invoicesCsvCalls = () => fetchCalls.filter((call) => new URL(call.url).pathname === '/admin/invoices.csv');

describe('the invoices CSV on the orders screen', () => {
  beforeEach(() => {
    route('GET /admin/orders', () => jsonResponse(page([])));
  });

  it('downloads the chosen month with the bearer token, last month by default, under the name the API gives', async () => {
    const createObjectURL = jest.fn(() => 'blob:invoices');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const csv = new Blob(['\uFEFFInvoice number,Invoice date\r\nSA/2627/000001,03 Nov 2026\r\n'], { type: 'text/csv' });
    route(
      'GET /admin/invoices.csv',
      () =>
        ({
          ok: true,
          status: 200,
          statusText: 'OK',
          headers: { get: (name: string) => (name.toLowerCase() === 'content-disposition' ? 'attachment; filename="invoices-2026-11.csv"' : null) },
          blob: async () => csv,
          text: async () => '',
        }) as unknown as Response,
    );
    renderAdmin('/admin/orders');
    const month = await screen.findByLabelText('Invoice month (India time)');
    expect(month).toHaveValue(lastMonthInIndia());

    await userEvent.clear(month);
    await userEvent.type(month, '2026-11');
    await userEvent.click(screen.getByRole('button', { name: 'Invoices CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const call = invoicesCsvCalls()[0]!;
    expect(new URL(call.url).searchParams.toString()).toBe('month=2026-11');
    expect(call.headers.Authorization).toBe('Bearer staff-token');
    expect(call.headers.Accept).toBe('text/csv');
    expect(createObjectURL).toHaveBeenCalledWith(csv);
    expect(saved).toEqual(['invoices-2026-11.csv']);
    click.mockRestore();
  });

  it("shows the API's refusal of a month as its detail", async () => {
    route('GET /admin/invoices.csv', () => jsonResponse({ detail: INVOICE_CSV_MESSAGES.month }, 422));
    renderAdmin('/admin/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Invoices CSV' }));
    expect(await screen.findByText(INVOICE_CSV_MESSAGES.month)).toBeInTheDocument();
    expect(invoicesCsvCalls()).toHaveLength(1);
  });
});

const gstr1Calls = () => fetchCalls.filter((call) => new URL(call.url).pathname === '/admin/invoices/gstr1');

describe('the GSTR-1 JSON beside the invoices CSV', () => {
  beforeEach(() => {
    route('GET /admin/orders', () => jsonResponse(page([])));
  });

  it('downloads the chosen month as GSTR-1 JSON with the bearer token, under the name the API gives', async () => {
    const createObjectURL = jest.fn(() => 'blob:gstr1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const json = new Blob(['{"gstin":"29ABCDE1234F1Z5","fp":"112026"}'], { type: 'application/json' });
    route(
      'GET /admin/invoices/gstr1',
      () =>
        ({
          ok: true,
          status: 200,
          statusText: 'OK',
          headers: {
            get: (name: string) => (name.toLowerCase() === 'content-disposition' ? 'attachment; filename="GSTR1_29ABCDE1234F1Z5_112026.json"' : null),
          },
          blob: async () => json,
          text: async () => '',
        }) as unknown as Response,
    );
    renderAdmin('/admin/orders');
    const month = await screen.findByLabelText('Invoice month (India time)');
    await userEvent.clear(month);
    await userEvent.type(month, '2026-11');
    await userEvent.click(screen.getByRole('button', { name: 'Download GSTR-1 JSON' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const call = gstr1Calls()[0]!;
    expect(new URL(call.url).searchParams.toString()).toBe('month=2026-11');
    expect(call.headers.Authorization).toBe('Bearer staff-token');
    expect(call.headers.Accept).toBe('application/json');
    expect(saved).toEqual(['GSTR1_29ABCDE1234F1Z5_112026.json']);
    expect(invoicesCsvCalls()).toHaveLength(0);
    click.mockRestore();
  });

  it("shows the API's refusal (no GSTIN yet) as its detail", async () => {
    route('GET /admin/invoices/gstr1', () => jsonResponse({ detail: GSTR1_MESSAGES.notRegistered }, 409));
    renderAdmin('/admin/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Download GSTR-1 JSON' }));
    expect(await screen.findByText(GSTR1_MESSAGES.notRegistered)).toBeInTheDocument();
  });
});
