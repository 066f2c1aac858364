// A company's record (decision 149): the contract's own schema checks it before any request (the
// GSTIN's shape, check character and state), and the API's field errors land on their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from 'mfe-shared';
import { companyInputSchema, type AdminCompany, type CompanyInput } from 'mfe-shared/contracts/admin';
import { TextAreaField, TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { GstStateField, GstinField } from 'mfe-shared/ui/gst';
import { handleSaveError } from '../../lib/api';

export const COMPANY_LABELS = {
  name: 'Company name',
  gstin: 'GSTIN (leave empty if not registered)',
  address: 'Billing address',
  state: 'State',
  contactName: 'Contact name',
  contactEmail: 'Contact e-mail',
  contactPhone: 'Contact phone',
  save: 'Save company',
} as const;

const blank: CompanyInput = { name: '', gstin: '', billing_address: '', state: '', contact_name: '', contact_email: '', contact_phone: '' };

export function CompanyForm({ company, onSave }: { company: AdminCompany | null; onSave: (values: CompanyInput) => Promise<unknown> }) {
  const [refused, setRefused] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, control } = useForm<CompanyInput>({
    resolver: zodResolver(companyInputSchema),
    defaultValues: company
      ? {
          name: company.name,
          gstin: company.gstin,
          billing_address: company.billing_address,
          state: company.state,
          contact_name: company.contact_name,
          contact_email: company.contact_email,
          contact_phone: company.contact_phone,
        }
      : blank,
  });
  const gstin = useWatch({ control, name: 'gstin' }) ?? '';
  const submit = handleSubmit(async (values) => {
    setRefused(null);
    try {
      await onSave(values);
    } catch (error) {
      handleSaveError(error, setError, setRefused);
    }
  });
  const e = formState.errors;
  return (
    <form aria-label="Company" noValidate onSubmit={(event) => void submit(event)}>
      <FormError message={refused} />
      <TextField id="company-name" label={COMPANY_LABELS.name} required error={e.name?.message} {...register('name')} />
      <GstinField id="company-gstin" label={COMPANY_LABELS.gstin} typed={gstin} error={e.gstin?.message} {...register('gstin')} />
      <TextAreaField
        id="company-address"
        label={COMPANY_LABELS.address}
        rows={3}
        required
        error={e.billing_address?.message}
        {...register('billing_address')}
      />
      <GstStateField id="company-state" label={COMPANY_LABELS.state} required error={e.state?.message} {...register('state')}>
        <option value="">Choose…</option>
      </GstStateField>
      <TextField id="company-contact-name" label={COMPANY_LABELS.contactName} error={e.contact_name?.message} {...register('contact_name')} />
      <TextField id="company-contact-email" label={COMPANY_LABELS.contactEmail} type="email" error={e.contact_email?.message} {...register('contact_email')} />
      <TextField id="company-contact-phone" label={COMPANY_LABELS.contactPhone} type="tel" error={e.contact_phone?.message} {...register('contact_phone')} />
      <Button type="submit" $variant="primary" disabled={formState.isSubmitting}>
        {COMPANY_LABELS.save}
      </Button>
    </form>
  );
}
