// Registers the events' reminder scan (decision 137) with the reminder scans of decision 139: an
// hour before an event, each registrant gets the join link again, once.
import fp from 'fastify-plugin';
import { eventsService } from '../../services/events';

export default fp(
  async (app) => {
    const service = eventsService({ db: app.db, config: app.config, now: app.orders.now });
    app.reminders.register('event-reminders', (now) => service.sendDueReminders(now));
  },
  { name: 'event-reminders', dependencies: ['reminders', 'order-expiry'] },
);
