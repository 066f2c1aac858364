import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { students, users } from '../db/schema';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function usersRepository(db: Db) {
  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`)
        .limit(1);
      return row;
    },

    async studentIdOf(userId: number): Promise<number | undefined> {
      const [row] = await db.select({ id: students.id }).from(students).where(eq(students.userId, userId));
      return row?.id;
    },

    /** User and student together; the unique index on lower(email) settles races. */
    async create(input: { name: string; email: string; passwordHash: string | null }) {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ name: input.name, email: normaliseEmail(input.email), passwordHash: input.passwordHash })
          .returning();
        const [student] = await tx.insert(students).values({ userId: user!.id }).returning();
        return { user: user!, student: student! };
      });
    },

    async markVerified(userId: number) {
      await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    },
  };
}
