import { getConfig } from '@testing-library/react';

/**
 * A query that fails inside waitFor or findBy* is tried again on every DOM change and every 50 ms,
 * and the default error prints the whole document each time (prettyDOM: ~5 % of a back-office
 * test file's CPU), only for the error to be dropped at the next try. While waitFor retries
 * (testing-library's `_disableExpensiveErrorDiagnostics`), the error carries its message alone;
 * a wait that times out still reports the document (waitFor's onTimeout asks for it again), and a
 * getBy* failing outside a wait prints it as before.
 */
export function retryErrorWithoutDocument(printing: (message: string | null, container: Element) => Error) {
  return (message: string | null, container: Element): Error => {
    const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
    // A null message asks for one element's markup (the list of elements found twice): kept.
    if (!retrying || message === null) return printing(message, container);
    const error = new Error(message);
    error.name = 'TestingLibraryElementError';
    return error;
  };
}
