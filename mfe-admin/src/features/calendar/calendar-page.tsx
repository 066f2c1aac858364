// /admin/calendar (decision 030): the sessions of live batches and consultants' bookings in a week
// or a month, in India time, the view and the day in the URL. A plain CSS grid built from the
// contracts' India-day arithmetic: no calendar library's bytes for seven or forty-two boxes.
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import type { Calendar } from 'mfe-shared/contracts/admin';
import { DEFAULT_LOCALE, formatIndiaDate, formatIndiaTime, indiaDayKey, INDIA_TIME_ZONE } from 'mfe-shared/ui/format';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Screen } from '../../components/page';
import { screens } from '../../config/paths';
import { useCalendar } from './api/get-calendar';
import { calendarRange, type CalendarView } from './calendar-range';

export const CALENDAR_TITLE = 'Calendar';
export const CANCELLED = 'cancelled';
const BOOKING_LABEL = { mock_interview: 'Mock interview', consultation: 'Free consultation' } as const;

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin-bottom: 1rem;
  a[aria-current='true'] { font-weight: 700; text-decoration: none; }
`;
const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: 0.25rem;
  list-style: none;
  padding: 0;
  margin: 0;
  > li { border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm}; padding: 0.4rem; min-height: 5rem; }
  > li.outside { color: ${theme.color.muted}; }
  h2 { font-size: 0.9rem; margin: 0 0 0.25rem; }
  ul { list-style: none; margin: 0; padding: 0; font-size: 0.85rem; }
  li li { margin-bottom: 0.25rem; }
  .cancelled { text-decoration: line-through; }
  @media (min-width: 60rem) { grid-template-columns: repeat(7, 1fr); }
`;

const dayOf = (iso: string) => indiaDayKey(iso);
const weekday = new Intl.DateTimeFormat(DEFAULT_LOCALE, { weekday: 'short', timeZone: INDIA_TIME_ZONE });
const monthTitle = new Intl.DateTimeFormat(DEFAULT_LOCALE, { month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE });
const at = (day: string) => `${day}T12:00:00+05:30`;

export function CalendarPage() {
  const [params] = useSearchParams();
  const range = calendarRange(params);
  const { data, error, mutate } = useCalendar(range.days[0]!, range.days[range.days.length - 1]!);
  const link = (view: CalendarView, day: string) => `${screens.calendar}?view=${view}&day=${day}`;
  const heading =
    range.view === 'month' ? monthTitle.format(new Date(at(range.day))) : `${formatIndiaDate(at(range.days[0]!))} – ${formatIndiaDate(at(range.days[6]!))}`;
  return (
    <Screen title={CALENDAR_TITLE}>
      <Bar aria-label="Calendar views">
        <Link to={link('week', range.day)} aria-current={range.view === 'week'}>
          Week
        </Link>
        <Link to={link('month', range.day)} aria-current={range.view === 'month'}>
          Month
        </Link>
        <Link to={link(range.view, range.prev)}>Previous {range.view}</Link>
        <Link to={link(range.view, range.next)}>Next {range.view}</Link>
      </Bar>
      <p aria-live="polite">
        <strong>{heading}</strong> (India time)
      </p>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {(calendar) => <Days days={range.days} month={range.view === 'month' ? range.day.slice(0, 7) : null} calendar={calendar} />}
      </QueryState>
    </Screen>
  );
}

function Days({ days, month, calendar }: { days: string[]; month: string | null; calendar: Calendar }) {
  return (
    <Grid aria-label="Days">
      {days.map((day) => {
        const sessions = calendar.sessions.filter((s) => dayOf(s.starts_at) === day);
        const bookings = calendar.bookings.filter((b) => dayOf(b.starts_at) === day);
        const label = `${weekday.format(new Date(at(day)))} ${formatIndiaDate(at(day))}`;
        return (
          <li key={day} className={month && !day.startsWith(month) ? 'outside' : undefined} aria-label={label}>
            <h2>{label}</h2>
            {sessions.length + bookings.length > 0 && (
              <ul>
                {sessions.map((s) => (
                  <li key={`s${s.id}`} className={s.status === CANCELLED ? 'cancelled' : undefined}>
                    <Link to={screens.roster(s.batch_id, s.id)}>
                      {formatIndiaTime(s.starts_at)} {s.batch_title} ({s.course_title}){s.status === CANCELLED ? `, ${CANCELLED}` : ''}
                    </Link>
                  </li>
                ))}
                {bookings.map((b) => (
                  <li key={`b${b.id}`} className={b.status === CANCELLED ? 'cancelled' : undefined}>
                    <Link to={screens.bookings}>
                      {formatIndiaTime(b.starts_at)} {BOOKING_LABEL[b.kind]}: {b.name} with {b.consultant_name}
                      {b.status === CANCELLED ? `, ${CANCELLED}` : ''}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </Grid>
  );
}
