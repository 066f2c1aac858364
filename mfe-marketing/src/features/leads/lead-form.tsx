// The catalog-download form of SPEC §3/§5 (name, email, optional mobile) and the webinar
// registration built on the same fields. Lazy: zod, react-hook-form and the PDF writer load
// only when a visitor opens one of these forms, never on a page's first paint.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailField, MESSAGES, nameField } from 'mfe-shared/contracts';
import { errorMessage } from 'mfe-shared';
import { ActionButton } from '../../components/layout';
import { useContactDetails } from '../../config/contact-details';
import { useSiteData } from '../../data/site-data';
import { catalogPdf, CATALOG_FILE_NAME, saveFile } from './catalog-pdf';
import { apiFieldErrors } from './api-field-errors';
import { Field, FormBox, Honeypot, Notice } from './form-parts';
import { submitLead } from './submit-lead';

// §5: name required, trimmed, min 1, 'Name is required!'; email valid, trimmed,
// 'A valid email is required'; mobile optional with no format rule.
export const catalogFormSchema = z.object({
  name: nameField,
  email: emailField(MESSAGES.leadEmail),
  mobile: z.string().trim().optional(),
  website: z.string().optional(),
});
type CatalogFormValues = z.input<typeof catalogFormSchema>;

export type LeadFormKind = 'catalog' | 'webinar';

export const LEAD_FORM_TEXT = {
  catalog: { submit: 'Download Catalog', busy: 'Preparing your catalog…', done: 'Thank you! Your catalog is downloading.' },
  webinar: { submit: 'Register for the webinar', busy: 'Registering…', done: 'You are registered! We will e-mail you the joining link.' },
} as const;

export const LEAD_FAILED = 'We could not send your details. Please check your connection and try again.';
export const LEAD_FIELDS_REFUSED = 'We could not send your details. Please correct the fields marked above.';

const FIELDS = ['name', 'email', 'mobile'] as const;

export default function LeadForm({ kind, subject }: { kind: LeadFormKind; subject?: string }) {
  const contact = useContactDetails();
  const { courses, settings } = useSiteData();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<CatalogFormValues>({ resolver: zodResolver(catalogFormSchema) });
  const text = LEAD_FORM_TEXT[kind];

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await submitLead({ type: kind, ...values, subject });
      if (kind === 'catalog') saveFile(catalogPdf(contact, courses, settings), CATALOG_FILE_NAME);
      setOutcome({ ok: true });
    } catch (error) {
      // What the API refused (`body.mobile`…) goes under its field; the input stays as typed, so
      // trying again is one click.
      const fields = apiFieldErrors(error, FIELDS);
      const marked = FIELDS.filter((name) => fields[name]);
      marked.forEach((name, index) => setError(name, { type: 'server', message: fields[name] }, { shouldFocus: index === 0 }));
      setOutcome({ ok: false, message: marked.length > 0 ? LEAD_FIELDS_REFUSED : `${LEAD_FAILED} (${errorMessage(error)})` });
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <FormBox onSubmit={(event) => void onSubmit(event)} noValidate aria-label={kind === 'catalog' ? 'Catalog download' : 'Webinar registration'}>
      <Field label="Name" autoComplete="name" placeholder="Ananya Sharma" error={errors.name?.message} {...register('name')} />
      <Field
        label="Email"
        type="text"
        inputMode="email"
        autoComplete="email"
        placeholder={contact.email}
        error={errors.email?.message}
        {...register('email')}
      />
      <Field
        label="Mobile (optional)"
        type="text"
        inputMode="tel"
        autoComplete="tel"
        placeholder={contact.phone}
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <Honeypot {...register('website')} />
      {outcome?.ok && <Notice tone="success">{text.done}</Notice>}
      {outcome && !outcome.ok && <Notice tone="error">{outcome.message}</Notice>}
      <div>
        <ActionButton type="submit" disabled={isSubmitting}>
          {isSubmitting ? text.busy : text.submit}
        </ActionButton>
      </div>
    </FormBox>
  );
}
