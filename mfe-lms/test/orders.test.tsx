import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { filenameFromDisposition } from 'mfe-shared/download';
import { order } from './fixtures';
import { renderPortal } from './render-portal';

const pdfResponse = (disposition: string | null) =>
  ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: new Headers(disposition ? { 'Content-Type': 'application/pdf', 'Content-Disposition': disposition } : { 'Content-Type': 'application/pdf' }),
    blob: async () => new Blob(['%PDF-1.7 receipt'], { type: 'application/pdf' }),
    text: async () => '%PDF-1.7 receipt',
  }) as unknown as Response;

async function openOrders(results: unknown[]) {
  route('GET /lms/orders', () => jsonResponse({ results }));
  renderPortal('/lms/orders');
  expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
}

/** Saving goes through an object URL and a clicked download link; jsdom has neither. */
function captureDownloads() {
  const saved: Array<{ href: string; download: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

describe('orders (issue 16)', () => {
  it('lists the orders: course, date, amount in INR, coupon, status in words, receipt for paid ones', async () => {
    await openOrders([
      order(),
      order({
        id: 43,
        status: 'created',
        coupon: null,
        amount: 1_499_900,
        discount: 0,
        paid_at: null,
        receipt_number: null,
        created_at: '2026-04-12T09:00:00Z',
      }),
      order({ id: 44, status: 'refund_due', receipt_number: 'SAPA-2026-000044' }),
      order({ id: 45, status: 'expired', paid_at: null, receipt_number: null }),
      order({ id: 46, status: 'cancelled', paid_at: null, receipt_number: null }),
    ]);
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Course', 'Date', 'Amount', 'Coupon', 'Status', 'Receipt']);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells(rows[0]!)).toEqual(['SAP FICO Foundations', '5 Mar 2026', '₹13,499.10', 'WELCOME10', 'Paid', 'Download receipt']);
    expect(cells(rows[1]!)).toEqual(['SAP FICO Foundations', '12 Apr 2026', '₹14,999.00', '—', 'Awaiting payment', '—']);
    expect(cells(rows[2]!)[4]).toBe('Refund due');
    expect(cells(rows[3]!)[4]).toBe('Expired');
    expect(cells(rows[4]!)[4]).toBe('Cancelled');
    // Money was taken only for paid and refund-due orders: only they have a receipt.
    expect(within(rows[0]!).getByRole('button', { name: 'Download receipt' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Download receipt' })).toBeInTheDocument();
    for (const row of [rows[1]!, rows[3]!, rows[4]!]) expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('with no orders: says so and links to the courses', async () => {
    await openOrders([]);
    expect(screen.getByText(/You have no orders yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the courses' })).toHaveAttribute('href', '/lms');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('downloads the receipt with the bearer token and saves it under the server filename', async () => {
    const saved = captureDownloads();
    route('GET /lms/orders/42/receipt', () => pdfResponse('attachment; filename="SAPA-2026-000042.pdf"'));
    await openOrders([order()]);
    await userEvent.click(screen.getByRole('button', { name: 'Download receipt' }));

    await screen.findByRole('button', { name: 'Download receipt' });
    const call = fetchCalls.find((c) => c.url.endsWith('/lms/orders/42/receipt'));
    expect(call).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer tok' } });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ href: 'blob:test/1', download: 'SAPA-2026-000042.pdf' });
    expect(saved[0]!.blob.type).toBe('application/pdf');
  });

  it('without a Content-Disposition the receipt number names the file', async () => {
    const saved = captureDownloads();
    route('GET /lms/orders/42/receipt', () => pdfResponse(null));
    await openOrders([order()]);
    await userEvent.click(screen.getByRole('button', { name: 'Download receipt' }));
    await screen.findByRole('button', { name: 'Download receipt' });
    expect(saved[0]?.download).toBe('receipt-SAPA-2026-000042.pdf');
  });

  it('a receipt the server refuses is reported, and nothing is saved', async () => {
    const saved = captureDownloads();
    route('GET /lms/orders/42/receipt', () => jsonResponse({ detail: 'Order not found.' }, 404));
    await openOrders([order()]);
    await userEvent.click(screen.getByRole('button', { name: 'Download receipt' }));
    expect(await screen.findByText('Order not found.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('shows the error view when the orders cannot load', async () => {
    route('GET /lms/orders', () => jsonResponse({ detail: 'down' }, 500));
    renderPortal('/lms/orders');
    expect(await screen.findByRole('heading', { name: 'Internal Server Error Error' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="receipt.pdf"', 'receipt.pdf'],
    ['attachment; filename=receipt.pdf', 'receipt.pdf'],
    ['attachment; filename="r.pdf"; filename*=UTF-8\'\'r%C3%A9%E2%82%B9.pdf', 'ré₹.pdf'],
    ['inline', null],
    [null, null],
  ])('%p gives %p', (header, name) => {
    expect(filenameFromDisposition(header)).toBe(name);
  });
});
