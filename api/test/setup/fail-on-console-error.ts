// An unexpected console.error is a bug (epic-stack habit): record it and fail the test after.
import { format } from 'node:util';

// `testTimeout` in api/jest.config.cjs is a global option, ignored when the root config runs this
// package as a project; the default 5 s is too short for a cold PGlite on a busy 2-core machine.
jest.setTimeout(60_000);

let errors: string[] = [];
const original = console.error;

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(format(...args));
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (errors.length > 0) throw new Error(`console.error was called:\n${errors.join('\n')}`);
});
