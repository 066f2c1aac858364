// GET /admin/dashboard (decision 144): the staff home's trends. Leads, enrolments, net paid
// revenue and new students per day (the last 30 days in India) or per week (the last 26 weeks,
// Monday to Sunday), every bucket bounded by midnight IST; and conversion from lead to enrolment
// by UTM source and campaign over the same window.
import { z } from 'zod';
import { timestampSchema } from './common.ts';

export const DASHBOARD_WINDOWS = {
  '30d': { bucket: 'day', buckets: 30 },
  '26w': { bucket: 'week', buckets: 26 },
} as const;
export type DashboardWindow = keyof typeof DASHBOARD_WINDOWS;
export const DASHBOARD_WINDOW_DEFAULT: DashboardWindow = '30d';
/** A lead without utm_source or utm_campaign is grouped under this. */
export const DASHBOARD_NO_UTM = '(none)';
/** The conversion table's rows: the sources and campaigns with the most leads. */
export const DASHBOARD_CONVERSION_ROWS = 50;

export const dashboardQuerySchema = z.object({
  window: z.enum(['30d', '26w'], { error: 'window must be 30d or 26w' }).default(DASHBOARD_WINDOW_DEFAULT),
});

const count = z.number().int().nonnegative();

export const dashboardFiguresSchema = z.object({
  leads: count,
  enrolments: count,
  /** Paise: payments received in the bucket less refunds processed in it (can be negative). */
  revenue: z.number().int(),
  new_students: count,
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const dashboardBucketSchema = dashboardFiguresSchema.extend({
  /** The bucket's first day in India, YYYY-MM-DD (a Monday for weeks). */
  day: z.string(),
  /** 00:00 IST that day, as an instant. */
  start: timestampSchema,
});
export type DashboardBucket = z.infer<typeof dashboardBucketSchema>;

export const dashboardConversionSchema = z.object({
  source: z.string(),
  campaign: z.string(),
  leads: count,
  /** Leads whose e-mail is a student's who enrolled, after the lead and within the window. */
  converted: count,
});
export type DashboardConversion = z.infer<typeof dashboardConversionSchema>;

export const dashboardSchema = z.object({
  window: z.enum(['30d', '26w']),
  bucket: z.enum(['day', 'week']),
  /** 00:00 IST of the first bucket; `to` is now. */
  from: timestampSchema,
  to: timestampSchema,
  currency: z.string(),
  buckets: z.array(dashboardBucketSchema),
  totals: dashboardFiguresSchema,
  conversion: z.array(dashboardConversionSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
