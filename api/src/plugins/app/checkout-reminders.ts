// Registers the expired-checkout reminder (decision 145) with the reminder scans of decision 139.
import fp from 'fastify-plugin';
import { checkoutReminderScan } from '../../services/checkout-reminders';

export default fp(
  async (app) => {
    app.reminders.register('checkout-reminders', checkoutReminderScan({ db: app.db, config: app.config }));
  },
  { name: 'checkout-reminders', dependencies: ['config', 'db', 'reminders'] },
);
