// The staff home's figures (decision 144): counts and sums per day in India, window totals and
// lead conversion. Data only; the service turns days into the window's buckets. A day in India is
// floor((epoch seconds + 19800) / 86400): India is UTC+05:30 all year, so no time zone database is
// needed (PGlite's and PostgreSQL's agree).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { courseStudents, leads, payments, refunds, students, users } from '../db/schema';
import { DASHBOARD_CONVERSION_ROWS, DASHBOARD_NO_UTM, type DashboardConversion, type DashboardFigures } from '@sap-academy/contracts/admin';

/** A figure of one day in India: its day number (days since 1970-01-01 in India) and value. */
export interface DayFigure {
  day: number;
  value: number;
}

export type DashboardSeries = keyof DashboardFigures;

const IST_OFFSET_SECONDS = 19_800;

interface Series {
  /** The moment that puts a row in a day. */
  at: AnyColumn;
  value: SQL;
  table: PgTable;
  where?: SQL;
}

/** Each figure's rows; refunds are subtracted from revenue by the service. */
const SERIES: Record<DashboardSeries | 'refunds', Series> = {
  leads: { at: leads.createdAt, value: sql`count(*)`, table: leads },
  enrolments: { at: courseStudents.createdAt, value: sql`count(*)`, table: courseStudents },
  new_students: { at: students.createdAt, value: sql`count(*)`, table: students },
  // Money received: every payment with a paid_at, refund_due ones too (the money moved).
  revenue: { at: payments.paidAt, value: sql`coalesce(sum(${payments.amount}), 0)`, table: payments },
  refunds: { at: refunds.processedAt, value: sql`coalesce(sum(${refunds.amount}), 0)`, table: refunds, where: sql`${refunds.status} = 'processed'` },
};

/** drizzle's execute answers { rows } on PGlite and node-postgres alike. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export function dashboardRepository(db: Db) {
  const inWindow = (column: unknown, from: Date, to: Date) => sql`${column} >= ${from} and ${column} < ${to}`;

  /** The figure per day in India over [from, to). */
  async function perDay(from: Date, to: Date, name: DashboardSeries | 'refunds'): Promise<DayFigure[]> {
    const { at, value, table, where } = SERIES[name];
    const rows = await db.execute(
      sql`select floor((extract(epoch from ${at}) + ${IST_OFFSET_SECONDS}) / 86400)::int as day, ${value} as value
          from ${table} where ${inWindow(at, from, to)} ${where ? sql`and ${where}` : sql``} group by 1`,
    );
    return rowsOf<{ day: number; value: string | number }>(rows).map((row) => ({ day: Number(row.day), value: Number(row.value) }));
  }

  /** The figure over [from, to), counted apart from the days (the tests compare the two). */
  async function total(from: Date, to: Date, name: DashboardSeries | 'refunds'): Promise<number> {
    const { at, value, table, where } = SERIES[name];
    const rows = await db.execute(sql`select ${value} as value from ${table} where ${inWindow(at, from, to)} ${where ? sql`and ${where}` : sql``}`);
    return Number(rowsOf<{ value: string | number }>(rows)[0]?.value ?? 0);
  }

  return {
    perDay,
    total,

    /**
     * Leads created in the window by UTM source and campaign, and how many converted: a student
     * with the lead's e-mail (case aside) enrolled at or after the lead, before `to`.
     */
    async conversion(from: Date, to: Date): Promise<DashboardConversion[]> {
      const source = sql`coalesce(nullif(trim(${leads.utmSource}), ''), ${DASHBOARD_NO_UTM})`;
      const campaign = sql`coalesce(nullif(trim(${leads.utmCampaign}), ''), ${DASHBOARD_NO_UTM})`;
      const rows = await db.execute(sql`
        select ${source} as source, ${campaign} as campaign, count(*) as leads,
          count(*) filter (where exists (
            select 1 from ${courseStudents}
              join ${students} on ${students.id} = ${courseStudents.studentId}
              join ${users} on ${users.id} = ${students.userId}
            where lower(${users.email}) = lower(${leads.email})
              and ${courseStudents.createdAt} >= ${leads.createdAt} and ${courseStudents.createdAt} < ${to}
          )) as converted
        from ${leads}
        where ${inWindow(leads.createdAt, from, to)}
        group by 1, 2
        order by count(*) desc, 1, 2
        limit ${DASHBOARD_CONVERSION_ROWS}`);
      return rowsOf<{ source: string; campaign: string; leads: string | number; converted: string | number }>(rows).map((row) => ({
        source: row.source,
        campaign: row.campaign,
        leads: Number(row.leads),
        converted: Number(row.converted),
      }));
    },
  };
}
