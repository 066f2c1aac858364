// Issue 16: passwords on the 10,000 most common list are refused, on top of §5's 8-character
// rule. The list is the top of zxcvbn-ts's ranked password dictionary (a well-kept package, ranked
// by frequency in real leaks), not a hand-made one. Loaded on first use, then kept.
import { ACCOUNT_MESSAGES } from '@sap-academy/contracts/account';
import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../lib/http-error';

export const COMMON_PASSWORD_COUNT = 10_000;

let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((word) => word.trim().toLowerCase()));
  return common;
}

/** Case-insensitive, ignoring surrounding spaces: "Password123 " is as guessable as "password123". */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** 422 in the shape of a validation error, at the form's field (`body.password`, `body.new_password`). */
export function refuseCommonPassword(field: string, password: string) {
  if (isCommonPassword(password)) {
    throw new HttpError(422, ACCOUNT_MESSAGES.commonPassword, {}, { [`body.${field}`]: ACCOUNT_MESSAGES.commonPassword });
  }
}
