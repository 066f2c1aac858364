// Reusable request fields with the user-facing messages of SPEC §5, so the forms and the API
// reject the same input with the same words.
import { z } from 'zod';
import { singleLine } from './text.ts';

export const PASSWORD_MIN_LENGTH = 8; // §5, §9
/** PostgreSQL `integer` (int4), the type of every id and version column: the bound of every id a client sends. */
export const INT4_MAX = 2_147_483_647;
// Upper bounds are ours: they stop oversized input before it reaches argon2 or the database.
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254; // RFC 5321 path limit

export const MESSAGES = {
  email: 'Enter a valid email!', // §5 login / signup
  password: 'Password should have at least 8 characters!', // §5
  name: 'Name is required!', // §5 signup, catalog form
  leadEmail: 'A valid email is required', // §5 catalog form
} as const;

export const emailField = (message: string = MESSAGES.email) =>
  z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: message })
    .pipe(z.email({ error: message }));

// Never trimmed. §5 says "trimmed", but a password's spaces are part of it: trimming
// silently changed what people typed (and turned "  password  " into a guessable one). The API
// normalises Unicode (NFKC) instead and judges strength itself (decision 118); the 8-character
// rule and its §5 words stay.
export const passwordField = z
  .string({ error: MESSAGES.password })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.password })
  .max(PASSWORD_MAX_LENGTH, { error: `Password should have at most ${PASSWORD_MAX_LENGTH} characters!` });

// One line: a name goes into e-mail subjects and headers, where a line break would add a header.
export const nameField = singleLine({ error: MESSAGES.name })
  .min(1, { error: MESSAGES.name })
  .max(NAME_MAX_LENGTH, { error: `Name should have at most ${NAME_MAX_LENGTH} characters!` });
