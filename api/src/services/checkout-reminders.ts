// A reminder to a student whose checkout expired unpaid (decision 145), a reminder scan of decision
// 139: each run writes, for every order expired in the last CHECKOUT_REMINDER_WINDOW_DAYS, one
// marketing mail under the dedup key `checkout-reminder:<order id>` (decision 139's outbox key),
// so a repeated scan or a racing replica writes nothing twice. A student who paid for the course
// since, or was enrolled, or unsubscribed gets none; one who unsubscribes after the mail was queued
// gets none either (the outbox worker drops marketing mail to an opted-out address).
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import { unsubscribeTokens } from '../domain/unsubscribe-token';
import { templatedMail } from '../mail/mail-kinds';
import { checkoutRemindersRepository } from '../repositories/checkout-reminders';
import { outboxRepository } from '../repositories/outbox';
import { siteApi } from '@sap-academy/contracts/paths';

/** How far back an expired order is still reminded: a new deployment does not mail every old checkout. */
export const CHECKOUT_REMINDER_WINDOW_DAYS = 7;

export const checkoutReminderDedupKey = (paymentId: number) => `checkout-reminder:${paymentId}`;

export const UNSUBSCRIBE_MESSAGES = {
  invalid: 'This unsubscribe link is not valid. Use the link in the e-mail as it was sent.',
} as const;

interface UnsubscribeConfig {
  JWT_SECRET: string;
  PUBLIC_API_URL: string;
}

/** The absolute unsubscribe link of a user's marketing mail. */
export function unsubscribeUrl(config: UnsubscribeConfig, userId: number): string {
  return `${config.PUBLIC_API_URL}${siteApi.unsubscribe({ token: unsubscribeTokens(config.JWT_SECRET).sign(userId) })}`;
}

export function checkoutReminderScan({ db, config }: { db: Db; config: UnsubscribeConfig }) {
  return async (now: Date): Promise<number> => {
    const from = new Date(now.getTime() - CHECKOUT_REMINDER_WINDOW_DAYS * 86_400_000);
    let written = 0;
    for (const order of await checkoutRemindersRepository(db).expiredUnpaid(from, now)) {
      const mail = templatedMail(order.email, 'checkout-reminder', {
        name: order.name,
        courseTitle: order.courseTitle,
        courseSlug: order.courseSlug,
        unsubscribeUrl: unsubscribeUrl(config, order.userId),
      });
      if (await outboxRepository(db).enqueueOnce({ ...mail, dedupKey: checkoutReminderDedupKey(order.paymentId) })) written++;
    }
    return written;
  };
}

/** The unsubscribe link's POST (and the page's button): no sign-in, the signed token is the proof. */
export function unsubscribeService({ db, config }: { db: Db; config: Pick<UnsubscribeConfig, 'JWT_SECRET'> }) {
  return {
    /** Throws 400 for a token this API did not sign; idempotent otherwise. */
    check(token: string): number {
      const userId = unsubscribeTokens(config.JWT_SECRET).verify(token);
      if (userId === null) throw new DomainError('rejected', UNSUBSCRIBE_MESSAGES.invalid);
      return userId;
    },
    async optOut(token: string): Promise<void> {
      const userId = this.check(token);
      // A deleted account has nothing left to unsubscribe: the answer is the same.
      await checkoutRemindersRepository(db).optOut(userId);
    },
  };
}
