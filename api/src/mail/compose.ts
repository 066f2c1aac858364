// An outbox row's payload → the message to send. Templated payloads ({to, template, data}, issue
// 16) are rendered now, at send time, with today's settings; older ones ({to, subject, text}: lead
// notifications, and every row queued before templates existed) go out as they were written.
import type { MailMessage } from '../plugins/app/mailer';
import { MailTemplateError } from './mail-template-error';
import type { RenderContext } from './render-mail';

// The templates and react-email load with the first templated row, not with the API: about 0.3 s
// of a process's start (0.7 s in a loaded jest worker) that a replica sending no templated mail,
// the CLIs and most of the API's test files never use (decision 129). The module cache keeps them.
const loadRenderMail = () => import('./render-mail');

/** `context` is asked for only by a templated payload. */
export async function composeMessage(payload: unknown, context: () => Promise<RenderContext>): Promise<MailMessage> {
  const p = (payload ?? {}) as Record<string, unknown>;
  if (typeof p.to !== 'string' || p.to === '') throw new MailTemplateError('outbox payload has no recipient');
  if ('template' in p) {
    const { subject, html, text, attachments, headers } = await (await loadRenderMail()).renderMail(p.template, p.data, await context());
    return { to: p.to, subject, text, html, ...(attachments ? { attachments } : {}), ...(headers ? { headers } : {}) };
  }
  if (typeof p.subject !== 'string' || typeof p.text !== 'string') throw new MailTemplateError('outbox payload is neither templated nor {to, subject, text}');
  return { to: p.to, subject: p.subject, text: p.text };
}
