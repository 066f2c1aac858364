// "I need a GST invoice" (decision 141): the buyer's GSTIN (optional: only a registered business has
// one), legal name, address and state, filled from the details the student last checked out with. Its
// own chunk, loaded when the box is ticked, so the gst module's state table and check-character
// code reach no one who does not ask for an invoice (decision 025).
import { useEffect, useRef } from 'react';
import { GST_FIELD_MESSAGES } from '@sap-academy/contracts/gst';
import { TextAreaField, TextField } from 'mfe-shared/ui/field';
import { GstinField, GstStateField, gstinProblem, gstinState, normaliseGstin } from 'mfe-shared/ui/gst';
import { useBillingDetails } from '../api/get-billing-details';
import { EMPTY_BILLING, type BillingDraft, type BillingErrors } from './billing-draft';

export const GSTIN_HINT = 'Optional: a registered business gets input tax credit with it.';

export default function GstInvoiceFields({ draft, errors, onChange }: { draft: BillingDraft; errors: BillingErrors; onChange: (draft: BillingDraft) => void }) {
  const { data } = useBillingDetails();
  const prefilled = useRef(false);
  useEffect(() => {
    // The remembered details fill the form once, and never over what the student has typed.
    if (prefilled.current || !data) return;
    prefilled.current = true;
    if (data.billing && Object.values(draft).every((value) => value === '')) onChange({ ...EMPTY_BILLING, ...data.billing });
  }, [data, draft, onChange]);

  const set = (field: keyof BillingDraft) => (event: { target: { value: string } }) => onChange({ ...draft, [field]: event.target.value });
  const setGstin = (event: { target: { value: string } }) => {
    const gstin = normaliseGstin(event.target.value);
    // A valid GSTIN says which state the buyer is registered in: the place of supply.
    const state = gstinProblem(gstin) === null ? gstinState(gstin) : draft.state;
    onChange({ ...draft, gstin: event.target.value, state });
  };
  return (
    <>
      <GstinField
        id="billing-gstin"
        label="GSTIN"
        hint={GSTIN_HINT}
        typed={draft.gstin}
        state={{ code: draft.state, mismatch: GST_FIELD_MESSAGES.gstinStateMismatch }}
        error={errors.gstin}
        value={draft.gstin}
        onChange={setGstin}
      />
      <TextField
        id="billing-legal-name"
        label="Legal name"
        autoComplete="organization"
        error={errors.legal_name}
        value={draft.legal_name}
        onChange={set('legal_name')}
      />
      <TextAreaField
        id="billing-address"
        label="Billing address"
        rows={3}
        autoComplete="street-address"
        error={errors.address}
        value={draft.address}
        onChange={set('address')}
      />
      <GstStateField id="billing-state" label="State" error={errors.state} value={draft.state} onChange={set('state')}>
        <option value="">Choose a state</option>
      </GstStateField>
    </>
  );
}
