// The lead pipeline's reads and writes (decision 145): other leads with the same e-mail or mobile,
// the student account behind an e-mail, the contact timeline and who may own a lead. Data only:
// the rules, transactions and audit rows are services/lead-pipeline.ts'.
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { LeadContact, LeadContactKind, LeadOwner, RelatedLead } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { leadContacts, leads, students, users } from '../db/schema';
import { iso } from './admin-list';

/** Roles a lead may be given to. */
export const LEAD_OWNER_ROLES = ['editor', 'admin'] as const;

/** A mobile WhatsApp and duplicates can use: E.164 (decision 123); one kept as typed matches nothing. */
export const isE164 = (mobile: string | null): mobile is string => mobile !== null && /^\+[1-9]\d{6,14}$/.test(mobile);

export function leadPipelineRepository(db: Db) {
  return {
    /** Every other lead with this e-mail (any case) or this E.164 mobile, oldest first. */
    async related(lead: { id: number; email: string; mobile: string | null }): Promise<RelatedLead[]> {
      const sameEmail = sql<boolean>`lower(${leads.email}) = lower(${lead.email})`;
      const sameMobile = isE164(lead.mobile) ? eq(leads.mobile, lead.mobile) : undefined;
      const rows = await db
        .select({
          id: leads.id,
          type: leads.type,
          createdAt: leads.createdAt,
          email: sql<boolean>`${sameEmail}`.mapWith(Boolean),
          mobile: (sameMobile ? sql<boolean>`${sameMobile}` : sql<boolean>`false`).mapWith(Boolean),
        })
        .from(leads)
        .where(and(ne(leads.id, lead.id), sameMobile ? or(sameEmail, sameMobile) : sameEmail))
        .orderBy(asc(leads.createdAt), asc(leads.id));
      return rows.map((r) => ({
        id: r.id,
        type: r.type,
        created_at: iso(r.createdAt),
        match: r.email && r.mobile ? 'both' : r.email ? 'email' : 'mobile',
      }));
    },

    /** The student account with this e-mail (users' e-mails are unique without case), if any. */
    async studentByEmail(email: string): Promise<{ id: number; name: string } | null> {
      const [row] = await db
        .select({ id: students.id, name: users.name })
        .from(users)
        .innerJoin(students, eq(students.userId, users.id))
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row ?? null;
    },

    /** The lead's contacts, newest first, with who made them. */
    async contacts(leadId: number): Promise<LeadContact[]> {
      const rows = await db
        .select({ id: leadContacts.id, kind: leadContacts.kind, note: leadContacts.note, actorName: users.name, createdAt: leadContacts.createdAt })
        .from(leadContacts)
        .leftJoin(users, eq(users.id, leadContacts.actorUserId))
        .where(eq(leadContacts.leadId, leadId))
        .orderBy(desc(leadContacts.createdAt), desc(leadContacts.id));
      return rows.map((r) => ({ id: r.id, kind: r.kind as LeadContactKind, note: r.note, actor_name: r.actorName, created_at: iso(r.createdAt) }));
    },

    async addContact(contact: { leadId: number; kind: LeadContactKind; note: string; actorUserId: number; createdAt: Date }) {
      const [row] = await db.insert(leadContacts).values(contact).returning();
      return row!;
    },

    /** Editors and admins, by name. */
    async owners(): Promise<LeadOwner[]> {
      const rows = await db
        .select({ id: users.id, name: users.name, role: users.role })
        .from(users)
        .where(inArray(users.role, [...LEAD_OWNER_ROLES]))
        .orderBy(asc(users.name), asc(users.id));
      return rows.map((r) => ({ ...r, role: r.role as LeadOwner['role'] }));
    },

    /** Whether `userId` is an editor or an admin, read under a share lock so a demotion waits for the assignment. */
    async isOwnerCandidate(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), inArray(users.role, [...LEAD_OWNER_ROLES])))
        .for('share');
      return row !== undefined;
    },
  };
}
