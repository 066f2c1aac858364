// Practice-server credentials and grants (decision 150): data only, on the Db it is given. No
// list here selects `password_sealed`; only `sealedPassword` reads it, for a reveal.
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, practiceServerCredentials as creds, practiceServerGrants as grants, practiceServerHealth, settings, students, users } from '../db/schema';

const credentialView = { id: creds.id, host: creds.host, client: creds.client, username: creds.username, state: creds.state, createdAt: creds.createdAt };
export type CredentialView = { id: number; host: string; client: string; username: string; state: 'free' | 'assigned' | 'needs_reset'; createdAt: Date };
export type GrantRow = typeof grants.$inferSelect;

export function practiceServerRepository(db: Db) {
  return {
    async courseDays(courseId: number): Promise<number | null> {
      const [row] = await db.select({ days: courses.serverAccessDays }).from(courses).where(eq(courses.id, courseId));
      return row?.days ?? null;
    },

    /** The student's waiting or active grant, locked (at most one: a partial unique index). */
    async lockOpenGrant(studentId: number): Promise<GrantRow | undefined> {
      const [row] = await db
        .select()
        .from(grants)
        .where(and(eq(grants.studentId, studentId), inArray(grants.status, ['waiting', 'active'])))
        .for('update');
      return row;
    },

    /** One free credential, locked; a credential another transaction is taking is skipped, not waited for. */
    async claimFree(): Promise<number | undefined> {
      const [row] = await db
        .select({ id: creds.id })
        .from(creds)
        .where(eq(creds.state, 'free'))
        .orderBy(asc(creds.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return undefined;
      await db
        .update(creds)
        .set({ state: 'assigned', updatedAt: sql`now()` })
        .where(eq(creds.id, row.id));
      return row.id;
    },

    async insertGrant(values: typeof grants.$inferInsert): Promise<GrantRow> {
      const [row] = await db.insert(grants).values(values).returning();
      return row!;
    },

    async updateGrant(id: number, values: Partial<typeof grants.$inferInsert>): Promise<GrantRow> {
      const [row] = await db
        .update(grants)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(grants.id, id))
        .returning();
      return row!;
    },

    /** Waiting grants, first come first served, locked; another transaction's are skipped. */
    async lockWaiting(limit: number): Promise<GrantRow[]> {
      return db
        .select()
        .from(grants)
        .where(eq(grants.status, 'waiting'))
        .orderBy(asc(grants.createdAt), asc(grants.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async insertCredential(values: { host: string; client: string; username: string; passwordSealed: string }): Promise<CredentialView> {
      const [row] = await db.insert(creds).values(values).returning(credentialView);
      return row as CredentialView;
    },

    async lockCredential(id: number): Promise<CredentialView | undefined> {
      const [row] = await db.select(credentialView).from(creds).where(eq(creds.id, id)).for('update');
      return row;
    },

    async resetCredential(id: number, passwordSealed: string): Promise<CredentialView> {
      const [row] = await db
        .update(creds)
        .set({ passwordSealed, state: 'free', updatedAt: sql`now()` })
        .where(eq(creds.id, id))
        .returning(credentialView);
      return row as CredentialView;
    },

    async markNeedsReset(id: number) {
      await db
        .update(creds)
        .set({ state: 'needs_reset', updatedAt: sql`now()` })
        .where(eq(creds.id, id));
    },

    async credentials(): Promise<CredentialView[]> {
      return await db.select(credentialView).from(creds).orderBy(asc(creds.id));
    },

    async freeCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(creds)
        .where(eq(creds.state, 'free'));
      return Number(row?.n ?? 0);
    },

    async waitingCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(grants)
        .where(eq(grants.status, 'waiting'));
      return Number(row?.n ?? 0);
    },

    /** Grants for the back office, newest first, with the student and the credential's login (no password). */
    async grants() {
      return db
        .select({
          id: grants.id,
          status: grants.status,
          days: grants.days,
          expiresAt: grants.expiresAt,
          createdAt: grants.createdAt,
          studentId: grants.studentId,
          studentName: users.name,
          studentEmail: users.email,
          courseTitle: courses.courseTitle,
          credentialId: grants.credentialId,
          username: creds.username,
        })
        .from(grants)
        .innerJoin(students, eq(students.id, grants.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .leftJoin(courses, eq(courses.id, grants.courseId))
        .leftJoin(creds, eq(creds.id, grants.credentialId))
        .orderBy(desc(grants.createdAt), desc(grants.id));
    },

    /** A student's grants with the credential's login (no password), newest first. */
    async grantsOf(studentId: number) {
      return db
        .select({
          id: grants.id,
          status: grants.status,
          expiresAt: grants.expiresAt,
          revealedAt: grants.revealedAt,
          host: creds.host,
          client: creds.client,
          username: creds.username,
        })
        .from(grants)
        .leftJoin(creds, eq(creds.id, grants.credentialId))
        .where(eq(grants.studentId, studentId))
        .orderBy(desc(grants.createdAt), desc(grants.id));
    },

    /** The sealed password of the student's own active grant, or undefined (another's, expired, waiting). */
    async sealedPassword(studentId: number, grantId: number, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ sealed: creds.passwordSealed })
        .from(grants)
        .innerJoin(creds, eq(creds.id, grants.credentialId))
        .where(and(eq(grants.id, grantId), eq(grants.studentId, studentId), eq(grants.status, 'active'), gt(grants.expiresAt, now)));
      return row?.sealed;
    },

    /** Active grants whose expiry has passed, locked; another replica's are skipped. */
    async lockDue(now: Date, limit: number): Promise<GrantRow[]> {
      return db
        .select()
        .from(grants)
        .where(and(eq(grants.status, 'active'), isNotNull(grants.expiresAt), lte(grants.expiresAt, now)))
        .orderBy(asc(grants.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Active grants expiring in (now, until], with the student's address, for reminders. */
    async expiringBetween(now: Date, until: Date) {
      return db
        .select({ id: grants.id, studentId: grants.studentId, expiresAt: grants.expiresAt, name: users.name, email: users.email, host: creds.host })
        .from(grants)
        .innerJoin(students, eq(students.id, grants.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .innerJoin(creds, eq(creds.id, grants.credentialId))
        .where(and(eq(grants.status, 'active'), gt(grants.expiresAt, now), lte(grants.expiresAt, until)));
    },

    /** Whom a grant's mail goes to, and the host of its credential (no password). */
    async grantRecipient(grantId: number) {
      const [row] = await db
        .select({ name: users.name, email: users.email, host: creds.host })
        .from(grants)
        .innerJoin(students, eq(students.id, grants.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .innerJoin(creds, eq(creds.id, grants.credentialId))
        .where(eq(grants.id, grantId));
      return row;
    },

    async adminEmails(): Promise<string[]> {
      const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
      return rows.map((r) => r.email);
    },

    /** The latest health check every replica overwrites (one row, id 1), or undefined before the first. */
    async health() {
      const [row] = await db.select().from(practiceServerHealth).where(eq(practiceServerHealth.id, 1));
      return row;
    },

    async saveHealth(status: 'up' | 'down', checkedAt: Date) {
      await db
        .insert(practiceServerHealth)
        .values({ id: 1, status, checkedAt })
        .onConflictDoUpdate({ target: practiceServerHealth.id, set: { status, checkedAt } });
    },

    /** A settings value by key (the health URL staff set), as stored. */
    async setting(key: string): Promise<unknown> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return row?.value;
    },
  };
}
