// An outbox row's payload → the message to send. Templated payloads ({to, template, data}, issue
// 16) are rendered now, at send time, with today's settings; older ones ({to, subject, text}: lead
// notifications, and every row queued before templates existed) go out as they were written.
import type { MailMessage } from '../plugins/app/mailer';
import { MailTemplateError, renderMail, type RenderContext } from './render-mail';

/** `context` is asked for only by a templated payload. */
export async function composeMessage(payload: unknown, context: () => Promise<RenderContext>): Promise<MailMessage> {
  const p = (payload ?? {}) as Record<string, unknown>;
  if (typeof p.to !== 'string' || p.to === '') throw new MailTemplateError('outbox payload has no recipient');
  if ('template' in p) {
    const { subject, html, text, attachments, headers } = await renderMail(p.template, p.data, await context());
    return { to: p.to, subject, text, html, ...(attachments ? { attachments } : {}), ...(headers ? { headers } : {}) };
  }
  if (typeof p.subject !== 'string' || typeof p.text !== 'string') throw new MailTemplateError('outbox payload is neither templated nor {to, subject, text}');
  return { to: p.to, subject: p.subject, text: p.text };
}
