// What the log may hold (decision 109). drizzle wraps a driver error as "Failed query: <sql>
// params: <every bound value>", PostgreSQL's `detail` repeats the offending row ("Key (email)=(…)
// already exists"), and pino's default serializer copies every enumerable property: a failed
// registration logged the argon2 hash and the e-mail, a failed lead the person's data. The error
// serializer keeps what explains a failure (type, code, constraint, the SQL text, the frames) and
// drops values; the redact paths catch the same data logged outside an error.

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-razorpay-signature"]',
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  '*.password_hash',
  'token',
  '*.token',
  '*.access_token',
  'params',
  '*.params',
  'body',
  '*.body',
  'email',
  '*.email',
  'mobile',
  '*.mobile',
  'lead',
  '*.lead',
];

// Driver-error fields that name things, never values (node-postgres / PGlite DatabaseError).
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;
const MAX_CAUSES = 4;

const SECRETS: Array<[RegExp, string]> = [
  [/\$argon2[a-z]*\$[^\s,'")]*/gi, '[hash]'],
  [/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[token]'],
  [/[^\s,'"()<>@]+@[^\s,'"()<>@]+\.[a-z]{2,}/gi, '[email]'],
  // "invalid input syntax for type integer: "abc"", "value too long … : "…"": the value goes.
  [/(: )"[^"]*"$/, '$1"[value]"'],
];

export function scrub(text: string): string {
  return SECRETS.reduce((acc, [pattern, replacement]) => acc.replace(pattern, replacement), text);
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[non-error value]', stack: '' };
  const record = err as Error & Record<string, unknown>;
  const type = err.constructor?.name || err.name || 'Error';
  // DrizzleQueryError: the message ends with the bound parameters; `query` is the SQL text alone.
  const hasQuery = typeof record.query === 'string' && Array.isArray(record.params);
  const message = scrub(hasQuery ? err.message.split('\nparams:')[0]! : err.message);
  const out: LoggedError = { type, message, stack: '' };
  for (const field of SAFE_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (hasQuery) out.query = scrub(record.query as string);
  // The stack's first line repeats the raw message; only the frames are kept.
  const frames = (err.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  out.stack = [`${type}: ${message}`, ...frames].join('\n');
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(err.cause, depth + 1);
  return out;
}
