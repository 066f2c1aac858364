// The GST pieces a form needs (decisions 140, 141, 025): the state options and a GSTIN field that
// checks as it is typed, with the gst module's own rules and messages, so the back office's seller
// registration and the checkout's "I need a GST invoice" say the same thing the API would. Its own
// entry (`mfe-shared/ui/gst`), bundled only by the screens that render a GST form: no other page
// carries the state table or the check-character code.
import { GST_STATES, GSTIN_MESSAGES, SELECTABLE_GST_STATES, gstinProblem, gstinState, normaliseGstin } from '@sap-academy/contracts/gst';
import { SelectField, TextField, type SelectFieldProps, type TextFieldProps } from './field';

export { GST_STATES, GSTIN_MESSAGES, SELECTABLE_GST_STATES, gstinProblem, gstinState, normaliseGstin };

/** The length of a GSTIN: before it, a shape message would interrupt someone still typing. */
const GSTIN_LENGTH = 15;

/**
 * What is wrong with a GSTIN as typed, or undefined: nothing while it is empty or still short of 15
 * characters, then the gst module's message (shape, state code, check character), then whether its
 * state is the one chosen beside it (`mismatch` is the contracts' GST_FIELD_MESSAGES.gstinStateMismatch,
 * passed in so this entry does not bundle the zod contracts the screen already shares).
 */
export function gstinLiveError(value: string, state?: { code: string; mismatch: string }): string | undefined {
  const gstin = normaliseGstin(value);
  if (gstin.length < GSTIN_LENGTH) return undefined;
  const problem = gstinProblem(gstin);
  if (problem) return GSTIN_MESSAGES[problem];
  if (state && state.code !== '' && gstinState(gstin) !== state.code) return state.mismatch;
  return undefined;
}

/** "Karnataka (29)": a state as the invoice prints it, name and code. */
export const gstStateLabel = (code: string) => (code in GST_STATES ? `${GST_STATES[code as keyof typeof GST_STATES]} (${code})` : code);

/**
 * A GSTIN input, shown upper case: `typed` is its current value (a form's watch), whose live message
 * shows unless the form has one of its own.
 */
export function GstinField({ typed, state, error, ...props }: TextFieldProps & { typed: string; state?: { code: string; mismatch: string } }) {
  return (
    <TextField
      autoComplete="off"
      spellCheck={false}
      maxLength={20}
      style={{ textTransform: 'uppercase' }}
      error={error ?? gstinLiveError(typed, state)}
      {...props}
    />
  );
}

/** The states a person can choose, by name with the code. */
export function GstStateField({ children, ...props }: SelectFieldProps) {
  return (
    <SelectField {...props}>
      {children}
      {SELECTABLE_GST_STATES.map((code) => (
        <option key={code} value={code}>
          {gstStateLabel(code)}
        </option>
      ))}
    </SelectField>
  );
}
