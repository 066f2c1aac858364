// A rupee text input that validates to paise, then through the contract's own price rule
// (so its messages, e.g. the ₹10,00,000 cap, are the ones staff read).
import { z } from 'zod';
import { parseRupees } from './money';

export const RUPEES_MESSAGE = 'Enter an amount in rupees with at most 2 decimals, e.g. 24999 or 24999.99.';

export function rupeesField<T extends z.ZodType<number, number>>(paise: T) {
  return z
    .string()
    .refine((value) => parseRupees(value) !== null, { error: RUPEES_MESSAGE })
    .transform((value) => parseRupees(value) as number)
    .pipe(paise);
}
