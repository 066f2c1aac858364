// Practice-server access (decision 150). A course with `server_access_days` grants that many
// days on enrolment: one call, `grantServerAccess`, inside the transaction that enrols (a free
// join, a settled payment by any path, a staff grant). A free credential is claimed with
// SELECT … FOR UPDATE SKIP LOCKED, so parallel enrolments take different ones and never wait on
// each other; the partial unique index on active grants makes sharing one impossible whatever the
// code does. No free credential: the grant waits (first come, first served when staff add or reset
// one, and a mail then tells the student) and admins get a mail. Passwords are sealed at rest and
// leave the API only in a reveal's answer: never in a list, an audit row, a log line or a mail.
import { PRACTICE_SERVER_MESSAGES, type ServerGrant } from '@sap-academy/contracts';
import type { AdminCredential, AdminPracticeServer, CredentialInput } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../domain/errors';
import { isUniqueViolation } from '../lib/db-errors';
import { templatedMail } from '../mail/mail-kinds';
import type { SecretBox } from '../lib/secret-box';
import { recordAudit } from '../repositories/audit';
import { outboxRepository } from '../repositories/outbox';
import { practiceServerRepository, type CredentialView, type GrantRow } from '../repositories/practice-server';
import { readPracticeServerHealth } from './practice-server-health';

const DAY_MS = 86_400_000;
export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** The reminders before expiry (decision 150): days ahead, and the scan's key for each. */
export const EXPIRY_REMINDER_DAYS = [7, 1] as const;

async function alertPoolEmpty(tx: Db, grant: GrantRow) {
  const repo = practiceServerRepository(tx);
  const waiting = await repo.waitingCount();
  const outbox = outboxRepository(tx);
  for (const to of await repo.adminEmails()) {
    await outbox.enqueueOnce({
      kind: 'practice-server-alert',
      payload: {
        to,
        subject: 'Practice-server pool is empty',
        text: `A student is waiting for a practice-server login (${waiting} waiting). Add credentials in the back office: Practice server.`,
      },
      dedupKey: `practice-server-pool-empty:${grant.id}:${to}`,
    });
  }
}

/** Gives a waiting grant a credential, if one is free: the expiry counts from now. */
async function assignTo(tx: Db, grant: GrantRow, now: Date): Promise<GrantRow | null> {
  const repo = practiceServerRepository(tx);
  const credentialId = await repo.claimFree();
  if (credentialId === undefined) return null;
  return repo.updateGrant(grant.id, { status: 'active', credentialId, expiresAt: addDays(now, grant.days) });
}

/**
 * Called in the transaction that enrols the student in `courseId` (callers hold the student's row
 * lock). Nothing for a course without server access. An open grant is renewed: an active one from
 * its expiry, a waiting one waits for the longer time. Otherwise a new grant takes a free credential
 * or waits for one.
 */
export async function grantServerAccess(tx: Db, input: { studentId: number; courseId: number; now: Date }): Promise<GrantRow | null> {
  const repo = practiceServerRepository(tx);
  const days = await repo.courseDays(input.courseId);
  if (days === null) return null;
  const open = await repo.lockOpenGrant(input.studentId);
  if (open?.status === 'active') {
    const from = open.expiresAt! > input.now ? open.expiresAt! : input.now;
    return repo.updateGrant(open.id, { expiresAt: addDays(from, days), days, courseId: input.courseId });
  }
  if (open) return repo.updateGrant(open.id, { days: open.days + days, courseId: input.courseId });
  const waiting = await repo.insertGrant({ studentId: input.studentId, courseId: input.courseId, status: 'waiting', days });
  const assigned = await assignTo(tx, waiting, input.now);
  if (assigned) return assigned;
  await alertPoolEmpty(tx, waiting);
  return waiting;
}

/**
 * Tells a student served from the waiting list that the login is theirs, in the transaction that
 * served them: the host, the expiry and the portal page that reveals it, never the password. Once
 * per grant (its key), whatever serves it again.
 */
async function mailServed(tx: Db, grant: GrantRow) {
  const to = await practiceServerRepository(tx).grantRecipient(grant.id);
  if (!to || !grant.expiresAt) return;
  await outboxRepository(tx).enqueueOnce({
    ...templatedMail(to.email, 'server-access-ready', { name: to.name, host: to.host, expiresAt: new Date(grant.expiresAt).toISOString() }),
    dedupKey: `server-access-ready:${grant.id}`,
  });
}

/** Serves waiting students, oldest first, while credentials are free; each gets a mail. */
async function serveWaiting(tx: Db, now: Date) {
  const repo = practiceServerRepository(tx);
  let free = await repo.freeCount();
  if (free === 0) return;
  for (const grant of await repo.lockWaiting(free)) {
    const served = await assignTo(tx, grant, now);
    if (!served) return;
    await mailServed(tx, served);
    free--;
  }
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const toAdminCredential = (c: CredentialView): AdminCredential => ({
  id: c.id,
  host: c.host,
  client: c.client,
  username: c.username,
  state: c.state,
  created_at: new Date(c.createdAt).toISOString(),
});

/** What an audit row keeps of a credential: its login and state, never the password. */
const credentialSnapshot = (c: CredentialView) => ({ host: c.host, client: c.client, username: c.username, state: c.state });

export function practiceServerService(deps: { db: Db; credentials: SecretBox }) {
  const { db } = deps;
  return {
    async mine(studentId: number, now: Date): Promise<{ results: ServerGrant[]; health: Awaited<ReturnType<typeof readPracticeServerHealth>> }> {
      const rows = await practiceServerRepository(db).grantsOf(studentId);
      const results = rows.map((g) => {
        // An expired grant no longer shows the login, which another student may hold next.
        const shows = g.status === 'active' && g.expiresAt !== null && new Date(g.expiresAt) > now;
        return {
          id: g.id,
          status: g.status === 'active' && !shows ? ('expired' as const) : g.status,
          host: shows ? g.host : null,
          client: shows ? g.client : null,
          username: shows ? g.username : null,
          expires_at: iso(g.expiresAt),
          revealed_at: iso(g.revealedAt),
        };
      });
      return { results, health: await readPracticeServerHealth(db) };
    },

    /** The password of the student's own active grant; audited without it. Another's is a 404. */
    async reveal(actor: { userId: number; studentId: number }, grantId: number, now: Date): Promise<{ password: string }> {
      return inTransaction(db, async (tx) => {
        const repo = practiceServerRepository(tx);
        const sealed = await repo.sealedPassword(actor.studentId, grantId, now);
        if (sealed === undefined) throw new DomainError('not_found', PRACTICE_SERVER_MESSAGES.notFound);
        await repo.updateGrant(grantId, { revealedAt: now });
        await recordAudit(tx, {
          actorUserId: actor.userId,
          action: 'practice_server.reveal',
          entity: 'practice_server',
          entityId: grantId,
          before: null,
          after: { revealed_at: now },
        });
        return { password: deps.credentials.open(sealed) };
      });
    },

    async overview(): Promise<AdminPracticeServer> {
      const repo = practiceServerRepository(db);
      const [credentials, grants] = await Promise.all([repo.credentials(), repo.grants()]);
      return {
        credentials: credentials.map(toAdminCredential),
        grants: grants.map((g) => ({
          id: g.id,
          status: g.status,
          days: g.days,
          expires_at: iso(g.expiresAt),
          created_at: new Date(g.createdAt).toISOString(),
          student_id: g.studentId,
          student_name: g.studentName,
          student_email: g.studentEmail,
          course_title: g.courseTitle,
          username: g.username,
        })),
      };
    },

    /** Adds a credential to the pool; waiting students are served first. 409 for a login already there. */
    async addCredential(actorUserId: number, input: CredentialInput, now: Date): Promise<AdminCredential> {
      try {
        return await inTransaction(db, async (tx) => {
          const repo = practiceServerRepository(tx);
          const created = await repo.insertCredential({
            host: input.host,
            client: input.client,
            username: input.username,
            passwordSealed: deps.credentials.seal(input.password),
          });
          await recordAudit(tx, {
            actorUserId,
            action: 'practice_server.credential_add',
            entity: 'practice_server',
            entityId: created.id,
            before: null,
            after: credentialSnapshot(created),
          });
          await serveWaiting(tx, now);
          return toAdminCredential((await repo.lockCredential(created.id))!);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new DomainError('conflict', PRACTICE_SERVER_MESSAGES.duplicate);
        throw err;
      }
    },

    /** Staff reset the password on the server and confirm it here: the credential is free again. */
    async confirmReset(actorUserId: number, id: number, password: string, now: Date): Promise<AdminCredential> {
      return inTransaction(db, async (tx) => {
        const repo = practiceServerRepository(tx);
        const before = await repo.lockCredential(id);
        if (!before) throw new DomainError('not_found', PRACTICE_SERVER_MESSAGES.credentialNotFound);
        if (before.state !== 'needs_reset') throw new DomainError('conflict', PRACTICE_SERVER_MESSAGES.notNeedingReset);
        const after = await repo.resetCredential(id, deps.credentials.seal(password));
        await recordAudit(tx, {
          actorUserId,
          action: 'practice_server.credential_reset',
          entity: 'practice_server',
          entityId: id,
          before: credentialSnapshot(before),
          after: credentialSnapshot(after),
        });
        await serveWaiting(tx, now);
        return toAdminCredential((await repo.lockCredential(id))!);
      });
    },
  };
}

/** The expiry job's work: due grants expire and their credentials wait for a reset. Returns how many. */
export async function expireDueGrants(db: Db, now: Date, batch = 100): Promise<number> {
  return inTransaction(db, async (tx) => {
    const repo = practiceServerRepository(tx);
    const due = await repo.lockDue(now, batch);
    for (const grant of due) {
      await repo.updateGrant(grant.id, { status: 'expired' });
      await repo.markNeedsReset(grant.credentialId!);
      await recordAudit(tx, {
        actorUserId: null,
        action: 'practice_server.expire',
        entity: 'practice_server',
        entityId: grant.id,
        before: { status: 'active' },
        after: { status: 'expired' },
      });
    }
    return due.length;
  });
}

/**
 * The reminder scan (decision 139's pattern): 7 days and 1 day before expiry, once per grant,
 * reminder and expiry (a renewal moves the expiry, so the renewed grant is reminded afresh). Only
 * active grants are read, so an expired grant gets nothing.
 */
export function serverAccessReminderScan(db: Db) {
  return async (now: Date): Promise<number> => {
    const repo = practiceServerRepository(db);
    let written = 0;
    const [week, day] = EXPIRY_REMINDER_DAYS;
    for (const g of await repo.expiringBetween(now, addDays(now, week))) {
      const expiresAt = new Date(g.expiresAt!);
      const ahead = expiresAt.getTime() - now.getTime() <= day * DAY_MS ? day : week;
      const when = expiresAt.toISOString();
      const ok = await outboxRepository(db).enqueueOnce({
        ...templatedMail(g.email, 'server-access-expiring', { name: g.name, host: g.host, expiresAt: when, daysLeft: ahead }),
        dedupKey: `server-access-expiring:${ahead}:${g.id}:${when}`,
      });
      if (ok) written++;
    }
    return written;
  };
}
