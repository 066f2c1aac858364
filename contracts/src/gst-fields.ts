// The zod fields of GST details (decision 141), shared by the seller's settings and a buyer's billing
// details, so both apply the very same rules of the gst module (decision 140): a GSTIN normalised
// as people paste it, checked for shape, state and check character, and its state equal to the
// state chosen beside it (a GSTIN is registered in exactly one state).
import { z } from 'zod';
import { GSTIN_MESSAGES, gstinProblem, gstinState, normaliseGstin } from './gst/gstin.ts';
import { SELECTABLE_GST_STATES, isGstStateCode, type GstStateCode } from './gst/states.ts';
import { multiLine, singleLine } from './text.ts';

export const GST_FIELD_MESSAGES = {
  state: 'Choose a state.',
  gstinStateMismatch: 'The GSTIN belongs to another state than the one chosen.',
  legalName: 'Enter the legal name.',
  address: 'Enter the address.',
} as const;

export const GST_LEGAL_NAME_MAX = 200;
export const GST_ADDRESS_MAX = 500;

/** A GST state code a person can choose (the retired 25 and 28 only appear inside old GSTINs). */
const SELECTABLE: ReadonlySet<string> = new Set(SELECTABLE_GST_STATES);
export const gstStateField = z.string().refine((code): code is GstStateCode => isGstStateCode(code) && SELECTABLE.has(code), {
  error: GST_FIELD_MESSAGES.state,
});

/** A GSTIN, normalised; '' when none is given. */
export const gstinField = z
  .string()
  .overwrite(normaliseGstin)
  .superRefine((value, ctx) => {
    if (value === '') return;
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem] });
  });

export const gstLegalNameField = singleLine()
  .min(1, { error: GST_FIELD_MESSAGES.legalName })
  .max(GST_LEGAL_NAME_MAX, { error: `The legal name must be at most ${GST_LEGAL_NAME_MAX} characters.` });
export const gstAddressField = multiLine()
  .min(1, { error: GST_FIELD_MESSAGES.address })
  .max(GST_ADDRESS_MAX, { error: `The address must be at most ${GST_ADDRESS_MAX} characters.` });

/** The refinement both forms share: a GSTIN's first two digits are the state it is registered in. */
export function gstinMatchesState(value: { gstin: string; state: string }, ctx: z.core.$RefinementCtx) {
  if (value.gstin !== '' && gstinProblem(value.gstin) === null && gstinState(value.gstin) !== value.state) {
    ctx.addIssue({ code: 'custom', path: ['gstin'], message: GST_FIELD_MESSAGES.gstinStateMismatch });
  }
}
