// The staff calendar (decision 030): a week of sessions in India time, each linking to its roster;
// the view and the day in the URL; previous and next move the range the API is asked for.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Calendar } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { calendarRange } from '../src/features/calendar/calendar-range';
import { currentSearch, renderAdmin, staff } from './render-admin';

const calendar = (from: string, to: string): Calendar => ({
  from,
  to,
  sessions:
    from <= '2030-01-09' && to >= '2030-01-09'
      ? [
          {
            id: 31,
            batch_id: 4,
            batch_title: 'Evening batch',
            course_title: 'SAP FICO',
            trainer_name: 'Tara',
            starts_at: '2030-01-09T13:30:00.000Z',
            ends_at: '2030-01-09T15:30:00.000Z',
            status: 'scheduled',
          },
        ]
      : [],
  bookings: [],
});

describe('Calendar', () => {
  beforeEach(() => {
    route('GET /admin/calendar', ({ url }) => jsonResponse(calendar(url.searchParams.get('from')!, url.searchParams.get('to')!)));
  });

  it('shows the week in India time with each session linking to its roster, and moves week by week in the URL', async () => {
    renderAdmin('/admin/calendar?view=week&day=2030-01-10', staff('trainer'));
    const wednesday = await screen.findByRole('listitem', { name: 'Wed 9 Jan 2030' });
    expect(within(wednesday).getByRole('link', { name: '7:00 pm Evening batch (SAP FICO)' })).toHaveAttribute('href', '/admin/batches/4/sessions/31/roster');
    expect(fetchCalls.some((c) => c.url.includes('from=2030-01-07') && c.url.includes('to=2030-01-13'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Calendar' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Next week' }));
    expect(currentSearch()).toBe('view=week&day=2030-01-17');
    expect(await screen.findByRole('listitem', { name: 'Wed 16 Jan 2030' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Evening batch/ })).not.toBeInTheDocument();
  });

  it('shows a month as six weeks from the Monday before the 1st', async () => {
    renderAdmin('/admin/calendar?view=month&day=2030-01-20');
    expect(await screen.findByText('January 2030')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '7:00 pm Evening batch (SAP FICO)' })).toBeInTheDocument();
    expect(fetchCalls.some((c) => c.url.includes('from=2029-12-31') && c.url.includes('to=2030-02-10'))).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Previous month' }));
    expect(currentSearch()).toBe('view=month&day=2029-12-01');
  });

  it('falls back to this week for a bad URL', () => {
    const range = calendarRange(new URLSearchParams('view=year&day=2030-02-30'), new Date('2030-01-09T20:00:00Z'));
    expect(range.view).toBe('week');
    expect(range.days).toEqual(['2030-01-07', '2030-01-08', '2030-01-09', '2030-01-10', '2030-01-11', '2030-01-12', '2030-01-13']);
  });
});
