// The home's four trend charts (decision 027): recharts, in this chunk only, so no other screen
// pays for it. Each chart has its figures as a table a click away ("Show as table", the same
// numbers, for screen readers and keyboards), and recharts' accessibility layer lets the keyboard
// step through the bars with the arrow keys once the chart has focus.
import { useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import styled from 'styled-components';
import { Button, theme } from 'mfe-shared';
import type { Dashboard } from 'mfe-shared/contracts/admin';
import { Section } from '../../components/page';
import { bucketLabel, formatFigure, TRENDS } from './trend-table';

const CHART_WIDTH = 560;
const CHART_HEIGHT = 200;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${CHART_WIDTH}px), 1fr));
  gap: 1rem;
  .recharts-wrapper { max-width: 100%; overflow-x: auto; }
  table { border-collapse: collapse; }
  th, td { padding: 0.2rem 0.6rem; text-align: right; border-bottom: 1px solid ${theme.color.border}; }
  th:first-child { text-align: left; }
`;

function Trend({ view, figure }: { view: Dashboard; figure: (typeof TRENDS)[number] }) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const data = view.buckets.map((bucket) => ({ label: bucketLabel(view, bucket.start), value: bucket[figure.key] }));
  const format = (value: number) => formatFigure(figure.key, value, view.currency);
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        {figure.title}: {format(view.totals[figure.key])}
      </h2>
      <Button type="button" $variant="ghost" aria-expanded={asTable} onClick={() => setAsTable((shown) => !shown)}>
        {asTable ? 'Show as chart' : 'Show as table'}
      </Button>
      {asTable ? (
        <table>
          <caption>
            {figure.title} per {view.bucket}
          </caption>
          <thead>
            <tr>
              <th scope="col">{view.bucket === 'day' ? 'Day' : 'Week'}</th>
              <th scope="col">{figure.title}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{format(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <BarChart width={CHART_WIDTH} height={CHART_HEIGHT} data={data} accessibilityLayer title={`${figure.title} per ${view.bucket}`}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis tick={{ fontSize: 11 }} width={figure.key === 'revenue' ? 80 : 40} tickFormatter={format} allowDecimals={false} />
          <Tooltip formatter={(value) => format(Number(value))} />
          <Bar dataKey="value" name={figure.title} fill={theme.color.brand} isAnimationActive={false} />
        </BarChart>
      )}
    </Section>
  );
}

export function TrendCharts({ view }: { view: Dashboard }) {
  return (
    <Grid>
      {TRENDS.map((figure) => (
        <Trend key={figure.key} view={view} figure={figure} />
      ))}
    </Grid>
  );
}
