export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** `work`, or a TimeoutError after `ms`; the work itself is not cancelled, only no longer awaited. */
export function withTimeout<T>(work: Promise<T>, ms: number, what = 'operation'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
