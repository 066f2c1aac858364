// drizzle wraps driver errors (DrizzleQueryError.cause); PGlite and pg both carry SQLSTATE `code`.
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function hasCode(err: unknown, code: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export const isUniqueViolation = (err: unknown): boolean => hasCode(err, UNIQUE_VIOLATION);
/** A row's parent is gone: deleted by someone else between a check and the write. */
export const isForeignKeyViolation = (err: unknown): boolean => hasCode(err, FOREIGN_KEY_VIOLATION);
