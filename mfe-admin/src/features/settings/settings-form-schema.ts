// The settings form: the contract's fields, with the tax group's rate typed in per cent (a string,
// as staff and the accountant say it: 18 %) and sent in basis points (1800), the unit the gst module
// computes with so no float ever touches a tax figure (decision 140).
import { z } from 'zod';
import { siteSettingsInputSchema, taxSettingsSchema, type AdminSettings } from 'mfe-shared/contracts/admin';

export const RATE_PERCENT_MESSAGE = 'Enter the rate in per cent, from 0 to 100 with at most 2 decimals, e.g. 18.';

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** '18' → 1800, '0.25' → 25, '18.5' → 1850; anything else, or past 100 %, → null. Digits only, never a float. */
export function percentToBasisPoints(input: string): number | null {
  const match = PERCENT.exec(input.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return basisPoints <= 10_000 ? basisPoints : null;
}

/** 1800 → '18', 1850 → '18.5', 25 → '0.25': the value the rate input starts with. */
export function basisPointsToPercent(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = basisPoints % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

// The state is checked by the contract's schema in the pipe (stage one only collects it).
const { rate_bp: _rateBp, state: _state, ...taxFields } = taxSettingsSchema.shape;

/** The tax group as typed, then through the contract's own schema (its cross-field rules and messages). */
const taxFormSchema = z
  .object({
    ...taxFields,
    state: z.string(),
    rate_percent: z.string().refine((value) => percentToBasisPoints(value) !== null, { error: RATE_PERCENT_MESSAGE }),
  })
  .transform(({ rate_percent, ...tax }) => ({ ...tax, rate_bp: percentToBasisPoints(rate_percent) as number }))
  .pipe(taxSettingsSchema);

export const settingsFormSchema = siteSettingsInputSchema.extend({ tax: taxFormSchema });
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

export function settingsToForm(settings: AdminSettings): SettingsFormInput {
  const { version: _version, updated_at: _updated, tax, ...site } = settings;
  const { rate_bp, ...taxRest } = tax;
  return { ...site, tax: { ...taxRest, rate_percent: basisPointsToPercent(rate_bp) } };
}
