// A templated outbox row that cannot be rendered (unknown template, data that does not fit it, an
// order gone). Its own module so the outbox can name it without loading the templates and
// react-email, which load with the first templated mail (compose.ts, decision 129).
export class MailTemplateError extends Error {
  override name = 'MailTemplateError';
}
