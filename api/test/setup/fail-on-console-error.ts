// An unexpected console.error is a bug (epic-stack habit): record it and fail the test after.
import { format } from 'node:util';

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
