// The figures the home plots, their labels and formats: one place for the charts and their tables.
import { formatIndiaDate } from 'mfe-shared/ui/format';
import { formatPrice } from 'mfe-shared';
import type { Dashboard, DashboardFigures } from 'mfe-shared/contracts/admin';

export const TRENDS: ReadonlyArray<{ key: keyof DashboardFigures; title: string }> = [
  { key: 'leads', title: 'Leads' },
  { key: 'enrolments', title: 'Enrolments' },
  { key: 'revenue', title: 'Paid revenue, net of refunds' },
  { key: 'new_students', title: 'New students' },
];

export const bucketLabel = (view: Pick<Dashboard, 'bucket'>, start: string) =>
  view.bucket === 'day' ? formatIndiaDate(start) : `Week of ${formatIndiaDate(start)}`;

export const formatFigure = (key: keyof DashboardFigures, value: number, currency: string) =>
  key === 'revenue' ? formatPrice(value, { currency }) : value.toLocaleString('en-IN');
