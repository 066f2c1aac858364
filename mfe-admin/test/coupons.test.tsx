import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { coupon, course } from './fixtures';
import { page, renderAdmin } from './render-admin';

beforeEach(() => {
  route('GET /admin/courses', () => jsonResponse(page([course()])));
});

it('lists coupons with their discount, scope, validity and usage', async () => {
  route('GET /admin/coupons', () =>
    jsonResponse(
      page([
        coupon(),
        coupon({
          id: 6,
          code: 'MM20',
          discount_amount: 0,
          discount_percent: 20,
          course_id: 3,
          course_title: 'SAP MM Essentials',
          usage_limit: null,
          active: false,
        }),
      ]),
    ),
  );
  renderAdmin('/admin/coupons');
  const rows = within(await screen.findByRole('table', { name: 'Coupons' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(/WELCOME500.*₹500 off.*All courses.*Always.*2 \/ 10.*Active/);
  expect(rows[2]).toHaveTextContent(/MM20.*20 % off.*SAP MM Essentials.*2 \/ ∞.*Inactive/);
});

describe('coupon form', () => {
  const fill = async (code: string) => {
    await userEvent.type(await screen.findByLabelText('Code'), code);
  };

  it('refuses an amount and a percent together with the contract message', async () => {
    renderAdmin('/admin/coupons/new');
    await fill('BOTH10');
    await userEvent.type(screen.getByLabelText('Amount off (₹)'), '500');
    await userEvent.type(screen.getByLabelText('Percent off'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText('Give either an amount or a percent off, not both.')).toBeInTheDocument();
    expect(fetchCalls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses neither, and an end before the start', async () => {
    renderAdmin('/admin/coupons/new');
    await fill('NONE10');
    await userEvent.type(screen.getByLabelText('Valid from'), '2025-08-25T12:00');
    await userEvent.type(screen.getByLabelText('Valid until'), '2025-08-24T12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText('Give either an amount or a percent off, not both.')).toBeInTheDocument();
    expect(screen.getByText('The end must be after the start.')).toBeInTheDocument();
  });

  it('posts a 100 % course coupon with India-time validity and limits', async () => {
    route('POST /admin/coupons', () => jsonResponse(coupon({ id: 8 }), 201));
    route('GET /admin/coupons/8', () => jsonResponse(coupon({ id: 8 })));
    route('GET /admin/audit', () => jsonResponse({ results: [] }));
    renderAdmin('/admin/coupons/new');
    await fill('free-mm');
    await screen.findByRole('option', { name: 'SAP MM Essentials' });
    await userEvent.selectOptions(screen.getByLabelText('Course'), 'SAP MM Essentials');
    await userEvent.type(screen.getByLabelText('Percent off'), '100');
    await userEvent.type(screen.getByLabelText('Valid from'), '2025-08-25T12:00');
    await userEvent.type(screen.getByLabelText('Usage limit'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save coupon' }));
    await screen.findByRole('heading', { level: 1, name: 'Coupon WELCOME500' });
    expect(fetchCalls.find((call) => call.method === 'POST')?.body).toEqual({
      code: 'FREE-MM',
      discount_amount: 0,
      discount_percent: 100,
      course_id: 3,
      valid_from: '2025-08-25T12:00:00+05:30',
      valid_until: null,
      usage_limit: 5,
      per_student_limit: 1,
      active: true,
    });
  });

  it('edits with the version and sends the amount in paise; a taken code lands on the code field', async () => {
    route('GET /admin/coupons/5', () => jsonResponse(coupon()));
    route('GET /admin/audit', () => jsonResponse({ results: [] }));
    route('PUT /admin/coupons/5', () =>
      jsonResponse({ detail: 'Another coupon already uses this code.', fields: { 'body.code': 'Another coupon already uses this code.' } }, 409),
    );
    renderAdmin('/admin/coupons/5');
    const amount = await screen.findByLabelText('Amount off (₹)');
    expect(amount).toHaveValue('500.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '499.99');
    await userEvent.click(screen.getByRole('button', { name: 'Save coupon' }));
    await waitFor(() => expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Another coupon already uses this code.'));
    expect(fetchCalls.find((call) => call.method === 'PUT')?.body).toMatchObject({ version: 1, discount_amount: 49_999, discount_percent: 0 });
  });
});
