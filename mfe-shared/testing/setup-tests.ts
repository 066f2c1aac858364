// Tests fail loudly: an unexpected console.error (React's act() and key warnings, failed
// prop types, hydration mismatches) is a failure, not noise.
import '@testing-library/jest-dom';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { resetAuthBootstrap, resetAuthStore, resetDataCache, resetSettingsLoad, resetSiteData } from '../src';
import { resetFetchMock } from './fetch-mock';
import { retryErrorWithoutDocument } from './retry-errors';

// The project's `testTimeout` (jest-frontend.cjs) holds only when jest runs in the package: in
// the root run's projects, jest-circus reads the global config's 5 s. Set here, per test file,
// it holds in both (a page-level form test took over 5 s in a full run on 2 busy cores).
jest.setTimeout(15_000);

// findBy* and waitFor wait 1 s by default: a lazily loaded screen rendered on 2 cores busy with
// the whole suite took longer (CI, stop 46). They still fail at once when the wait ends wrong.
// A failed query inside a wait is tried again and again: its error skips printing the document
// (retry-errors.ts); the wait's final error still prints it.
configure({ asyncUtilTimeout: 5_000, getElementError: retryErrorWithoutDocument(getConfig().getElementError) });

const originalError = console.error;

beforeEach(() => {
  console.error = (...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  };
});

afterEach(() => {
  cleanup();
  console.error = originalError;
  resetAuthStore();
  resetAuthBootstrap();
  resetSettingsLoad();
  resetSiteData();
  resetDataCache();
  resetFetchMock();
  // Absent in node-environment tests (the server render).
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
