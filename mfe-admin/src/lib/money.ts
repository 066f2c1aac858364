// Money is integer paise (SPEC §3); staff type rupees. Parsing works on the digits of the
// string, never through a float, so '24999.99' is exactly 2499999 paise.
const RUPEES = /^(\d{1,9})(?:\.(\d{0,2}))?$/;

/** '24999.99' → 2499999; '' or anything that is not rupees with at most 2 decimals → null. */
export function parseRupees(input: string): number | null {
  const match = RUPEES.exec(input.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 2499999 → '24999.99': the value a rupee input starts with. */
export function rupeeInput(paise: number): string {
  const whole = Math.floor(paise / 100);
  const fraction = String(paise % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}
