// The staff home (decision 144): leads, enrolments, net paid revenue and new students per day (30
// days) or per week (26 weeks, Monday to Sunday), bucketed at midnight in India, with window totals
// and lead-to-enrolment conversion by UTM source and campaign. The window ends now and starts at
// 00:00 IST of its first bucket, so today (or this week) is the last, partial bucket.
import { DAY_MS, indiaDayKey, startOfIndiaDay, startOfIndiaWeek } from '@sap-academy/contracts/india-time';
import { DEFAULT_CURRENCY } from '@sap-academy/contracts';
import { DASHBOARD_WINDOWS, type Dashboard, type DashboardFigures, type DashboardWindow } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { dashboardRepository, type DashboardSeries, type DayFigure } from '../repositories/dashboard';

const FIGURES: readonly DashboardSeries[] = ['leads', 'enrolments', 'revenue', 'new_students'];
/** Day n in India (days since 1970-01-01 there) began at this instant. */
const IST_OFFSET_MS = 330 * 60_000;

export interface DashboardBuckets {
  bucket: 'day' | 'week';
  /** 00:00 IST of each bucket, oldest first; the window is [starts[0], to). */
  starts: Date[];
  bucketMs: number;
}

/** The window's buckets ending with the one that holds `now`. */
export function dashboardBuckets(window: DashboardWindow, now: Date): DashboardBuckets {
  const { bucket, buckets } = DASHBOARD_WINDOWS[window];
  const bucketMs = bucket === 'day' ? DAY_MS : 7 * DAY_MS;
  const last = bucket === 'day' ? startOfIndiaDay(now) : startOfIndiaWeek(now);
  const starts = Array.from({ length: buckets }, (_, i) => new Date(last.getTime() - (buckets - 1 - i) * bucketMs));
  return { bucket, starts, bucketMs };
}

/** Which bucket a day in India falls in, or -1 outside the window (IST has no DST: plain division). */
export function bucketOfDay(day: number, { starts, bucketMs }: Pick<DashboardBuckets, 'starts' | 'bucketMs'>): number {
  const index = Math.floor((day * DAY_MS - IST_OFFSET_MS - starts[0]!.getTime()) / bucketMs);
  return index >= 0 && index < starts.length ? index : -1;
}

const zero = (): DashboardFigures => ({ leads: 0, enrolments: 0, revenue: 0, new_students: 0 });

export function dashboardService({ db, now }: { db: Db; now: () => Date }) {
  const repo = dashboardRepository(db);
  return {
    async view(window: DashboardWindow): Promise<Dashboard> {
      const to = now();
      const buckets = dashboardBuckets(window, to);
      const from = buckets.starts[0]!;
      const figures = buckets.starts.map(zero);
      const add = (name: DashboardSeries, days: DayFigure[], sign = 1) => {
        for (const { day, value } of days) {
          const index = bucketOfDay(day, buckets);
          if (index >= 0) figures[index]![name] += sign * value;
        }
      };
      const [perDay, totals, refundDays, refundTotal, conversion] = await Promise.all([
        Promise.all(FIGURES.map((name) => repo.perDay(from, to, name))),
        Promise.all(FIGURES.map((name) => repo.total(from, to, name))),
        repo.perDay(from, to, 'refunds'),
        repo.total(from, to, 'refunds'),
        repo.conversion(from, to),
      ]);
      FIGURES.forEach((name, i) => add(name, perDay[i]!));
      add('revenue', refundDays, -1);
      const total = Object.fromEntries(FIGURES.map((name, i) => [name, totals[i]!])) as DashboardFigures;
      total.revenue -= refundTotal;
      return {
        window,
        bucket: buckets.bucket,
        from: from.toISOString(),
        to: to.toISOString(),
        currency: DEFAULT_CURRENCY,
        buckets: buckets.starts.map((start, i) => ({ day: indiaDayKey(start), start: start.toISOString(), ...figures[i]! })),
        totals: total,
        conversion,
      };
    },
  };
}
