// Tax invoices and their series (decision 141). Insert and read only: an issued invoice has no
// update path here, and the database refuses one (migration 0019's trigger).
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { creditNotes, invoiceSeries, invoices } from '../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'createdAt'>;

export function invoicesRepository(db: Db) {
  return {
    /**
     * The next serial of a financial year, from 1. One statement: the first invoice of a year
     * inserts the row, every later one increments it under the row's lock, which a concurrent
     * settlement waits on until this transaction ends; a rollback gives the number back.
     */
    async allocateSerial(financialYear: number): Promise<number> {
      const [row] = await db
        .insert(invoiceSeries)
        .values({ financialYear, lastSerial: 1 })
        .onConflictDoUpdate({ target: invoiceSeries.financialYear, set: { lastSerial: sql`${invoiceSeries.lastSerial} + 1` } })
        .returning({ lastSerial: invoiceSeries.lastSerial });
      return row!.lastSerial;
    },

    async insert(invoice: NewInvoice): Promise<InvoiceRow> {
      const [row] = await db.insert(invoices).values(invoice).returning();
      return row!;
    },

    async findById(id: number): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row;
    },

    async findByPaymentId(paymentId: number): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
      return row;
    },

    /** A user's own invoice of an order; someone else's looks exactly like a missing one. */
    async findOwn(paymentId: number, userId: number): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.paymentId, paymentId), eq(invoices.userId, userId)));
      return row;
    },

    /** Issued in [from, to), in issue order (financial year, then serial). */
    async issuedBetween(from: Date, to: Date): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
        .orderBy(asc(invoices.financialYear), asc(invoices.serial));
    },

    /** Credit notes issued in [from, to), in issue order, each with the invoice it corrects (GSTR-1, decision 153). */
    async creditNotesIssuedBetween(from: Date, to: Date): Promise<Array<{ note: CreditNoteRow; invoice: InvoiceRow }>> {
      return db
        .select({ note: creditNotes, invoice: invoices })
        .from(creditNotes)
        .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
        .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
        .orderBy(asc(creditNotes.financialYear), asc(creditNotes.serial));
    },
  };
}
