// The staff home (decision 027 on 144): the back office opens on the business's trends (leads,
// enrolments, net paid revenue, new students per day or week in IST), lead conversion by UTM
// source and campaign, and, for admins, the open problems (parked mail, refund_due orders, failed
// refunds). The charts' library loads with the charts only (trend-charts.tsx, React.lazy); the
// window chosen lives in the URL (?window=26w) so a reload or a shared link shows the same.
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LOADING_TEXT, useAuthStore } from 'mfe-shared';
import { DASHBOARD_WINDOW_DEFAULT, DASHBOARD_WINDOWS, type Dashboard, type DashboardWindow } from 'mfe-shared/contracts/admin';
import { SelectField } from 'mfe-shared/ui/field';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Filters } from '../../components/fields';
import { Screen, Section } from '../../components/page';
import { screens } from '../../config/paths';
import { staffRole } from '../auth';
import { useDashboard } from './api/get-dashboard';
import { useOpenProblems } from './api/get-open-problems';

const TrendCharts = lazy(() => import('./trend-charts').then((module) => ({ default: module.TrendCharts })));

export const HOME_TITLE = 'Staff home';
export const WINDOW_LABELS: Record<DashboardWindow, string> = { '30d': 'Last 30 days, by day', '26w': 'Last 26 weeks, by week' };
const isWindow = (value: string | null): value is DashboardWindow => value !== null && Object.hasOwn(DASHBOARD_WINDOWS, value);
// A source or campaign is whatever a link's utm_ parameters said, often one long unbroken word:
// it breaks anywhere rather than push the table past a phone's width.
const ConversionTable = styled.table`
  th,
  td {
    overflow-wrap: anywhere;
  }
`;

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 100)} %`);

function Conversion({ view }: { view: Dashboard }) {
  return (
    <Section aria-labelledby="home-conversion">
      <h2 id="home-conversion">Leads that enrolled</h2>
      <p>A lead counts as enrolled when a student with its e-mail address enrols after it, within the period.</p>
      <ConversionTable>
        <caption>Conversion by source and campaign</caption>
        <thead>
          <tr>
            <th scope="col">Source</th>
            <th scope="col">Campaign</th>
            <th scope="col">Leads</th>
            <th scope="col">Enrolled</th>
            <th scope="col">Rate</th>
          </tr>
        </thead>
        <tbody>
          {view.conversion.length === 0 ? (
            <tr>
              <td colSpan={5}>No leads in this period.</td>
            </tr>
          ) : (
            view.conversion.map((row) => (
              <tr key={`${row.source}\u0000${row.campaign}`}>
                <th scope="row">{row.source}</th>
                <td>{row.campaign}</td>
                <td>{row.leads}</td>
                <td>{row.converted}</td>
                <td>{percent(row.converted, row.leads)}</td>
              </tr>
            ))
          )}
        </tbody>
      </ConversionTable>
    </Section>
  );
}

function OpenProblems() {
  const { orders, outbox } = useOpenProblems(true);
  return (
    <Section aria-labelledby="home-problems">
      <h2 id="home-problems">Open problems</h2>
      {orders.data && outbox.data ? (
        <ul>
          <li>
            {outbox.data.parked} parked {outbox.data.parked === 1 ? 'mail' : 'mails'} <Link to={screens.leads}>(outbox, on Leads)</Link>
          </li>
          <li>
            <Link to={`${screens.orders}?attention=refund_due`}>
              {orders.data.refund_due} refund_due {orders.data.refund_due === 1 ? 'order' : 'orders'} to refund
            </Link>
          </li>
          <li>
            <Link to={`${screens.orders}?attention=refund_failed`}>
              {orders.data.refunds_failed} failed {orders.data.refunds_failed === 1 ? 'refund' : 'refunds'}
            </Link>
          </li>
        </ul>
      ) : orders.error || outbox.error ? (
        <p role="alert">The open problems could not be loaded.</p>
      ) : (
        <p role="status">{LOADING_TEXT}</p>
      )}
    </Section>
  );
}

export function HomePage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('window');
  const window = isWindow(raw) ? raw : DASHBOARD_WINDOW_DEFAULT;
  const dashboard = useDashboard(window);
  const isAdmin = useAuthStore((state) => staffRole(state.user)) === 'admin';
  return (
    <Screen title={HOME_TITLE}>
      <Filters role="search" aria-label="Choose the period">
        <SelectField
          id="home-window"
          label="Period"
          value={window}
          onChange={(event) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              if (event.target.value === DASHBOARD_WINDOW_DEFAULT) next.delete('window');
              else next.set('window', event.target.value);
              return next;
            })
          }
        >
          {Object.entries(WINDOW_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </Filters>
      <p>Days and weeks run from midnight in India; the last {window === '30d' ? 'day (today)' : 'week (this week)'} is still counting.</p>
      {isAdmin && <OpenProblems />}
      <QueryState data={dashboard.data} error={dashboard.error} onRetry={() => void dashboard.mutate()}>
        {(view) => (
          <>
            <Suspense fallback={<p role="status">{LOADING_TEXT}</p>}>
              <TrendCharts view={view} />
            </Suspense>
            <Conversion view={view} />
          </>
        )}
      </QueryState>
    </Screen>
  );
}
