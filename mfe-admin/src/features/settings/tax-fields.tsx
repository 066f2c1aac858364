// The settings' "Tax invoices (GST)" group (decision 141): the seller's registration printed on every
// tax invoice. The GSTIN is checked as it is typed with the gst module's own rules (shape, state code,
// check character) and against the state chosen, so a typo is seen here and not on an invoice.
import { GST_FIELD_MESSAGES } from '@sap-academy/contracts/gst';
import { TAX_SETTINGS_MESSAGES } from 'mfe-shared/contracts/admin';
import { CheckboxField, TextAreaField, TextField } from 'mfe-shared/ui/field';
import { GstinField, GstStateField } from 'mfe-shared/ui/gst';
import type { UseFormReturn } from 'react-hook-form';
import { FormGrid } from '../../components/fields';
import type { SettingsFormInput, SettingsFormValues } from './settings-form-schema';

export function TaxFields({ form }: { form: UseFormReturn<SettingsFormInput, unknown, SettingsFormValues> }) {
  const { register, watch, formState } = form;
  const errors = formState.errors.tax;
  const [gstin, state] = watch(['tax.gstin', 'tax.state']);
  return (
    <>
      <h2>Tax invoices (GST)</h2>
      <p>Until a GSTIN is set, paid orders get a receipt only. {TAX_SETTINGS_MESSAGES.registeredNeedsName}</p>
      <FormGrid>
        <TextField id="settings-tax-legal-name" label="Legal name" error={errors?.legal_name?.message} {...register('tax.legal_name')} />
        {/* The empty choice shows only when a stored state is none of the choices: seen as unset, not as the first state. */}
        <GstStateField id="settings-tax-state" label="State" error={errors?.state?.message} {...register('tax.state')}>
          <option value="">Choose a state</option>
        </GstStateField>
        <GstinField
          id="settings-tax-gstin"
          label="GSTIN"
          hint="Empty: not registered, no tax invoices."
          typed={gstin}
          state={{ code: state, mismatch: GST_FIELD_MESSAGES.gstinStateMismatch }}
          error={errors?.gstin?.message}
          {...register('tax.gstin')}
        />
        <TextAreaField id="settings-tax-address" className="wide" label="Address" rows={3} error={errors?.address?.message} {...register('tax.address')} />
        <TextField
          id="settings-tax-sac"
          label="SAC code"
          inputMode="numeric"
          hint="999293: commercial training."
          error={errors?.sac?.message}
          {...register('tax.sac')}
        />
        <TextField id="settings-tax-rate" label="GST rate (%)" inputMode="decimal" error={errors?.rate_percent?.message} {...register('tax.rate_percent')} />
        <TextField
          id="settings-tax-prefix"
          label="Invoice prefix"
          hint="Numbers read SA/2627/000042."
          error={errors?.invoice_prefix?.message}
          {...register('tax.invoice_prefix')}
        />
        <CheckboxField
          id="settings-tax-inclusive"
          label="Listed prices include GST"
          hint="Unticked: GST is added to the price at checkout."
          error={errors?.prices_include_gst?.message}
          {...register('tax.prices_include_gst')}
        />
      </FormGrid>
    </>
  );
}
