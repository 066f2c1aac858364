// A real strength estimate instead of a list. zxcvbn-ts (English and common dictionaries,
// keyboard graphs) scores the password against leaks, patterns, dates and the user's own inputs
// (name, e-mail, the site's name), so "Password1!", "India@123" and "SapAcademy2026" fail while a
// long phrase passes. Passwords are compared and hashed in one normal form: NFKC (full-width
// "Ｐａｓｓ" is "Pass") without invisible format characters (a zero-width space hides nothing).
// Never trimmed: a space a user typed is part of the password (decision 118).
import { ACCOUNT_MESSAGES } from '@sap-academy/contracts/account';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { invalidAt } from './errors';
import { BUSINESS_NAME } from '../mail/brand';

/** zxcvbn's 3: "safely unguessable", about 10^10 guesses; 2 lets "Welcome@123" through. */
export const MIN_PASSWORD_SCORE = 3;

/** Unicode format characters (Cf): zero-width spaces and joiners, BOM, bidi marks. */
const INVISIBLE = /\p{Cf}/gu;

export const normalisePassword = (plain: string) => plain.normalize('NFKC').replace(INVISIBLE, '');

let estimator: ZxcvbnFactory | undefined;

// Built on first use: the dictionaries take a moment to rank, and most requests never need them.
function strength() {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return estimator;
}

/** The site's names a guesser tries: the business (mail/brand.ts) and the product's working name (its domain). */
export const SITE_NAMES = [BUSINESS_NAME, 'SAP Academy'] as const;

/** The words a guesser tries first for this person: the name and its parts, the address and its local part, the site's names. */
export function personalInputs(input: { name?: string | null; email?: string | null }): string[] {
  const local = input.email?.split('@')[0];
  const texts = [input.name, local, ...SITE_NAMES];
  const words = [input.email, ...texts, ...SITE_NAMES.map((name) => name.replace(/\s+/g, ''))];
  for (const text of texts) words.push(...(text?.split(/[^\p{L}\p{N}]+/u) ?? []));
  return [...new Set(words.filter((word): word is string => Boolean(word && word.length > 1)).map((word) => word.toLowerCase()))];
}

export const passwordScore = (plain: string, inputs: string[]) => strength().check(normalisePassword(plain), inputs).score;

/** 422 in the validation shape, at the form's field (`body.password`, `body.new_password`), for a guessable password. */
export function refuseWeakPassword(field: string, plain: string, inputs: string[]) {
  if (passwordScore(plain, inputs) < MIN_PASSWORD_SCORE) {
    throw invalidAt(field, ACCOUNT_MESSAGES.weakPassword);
  }
}
