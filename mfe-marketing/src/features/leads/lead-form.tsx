// The catalog-download form of SPEC §3/§5 (name, email, optional mobile) and the webinar
// registration built on the same fields. Lazy: zod and react-hook-form load only when a visitor
// opens one of these forms, never on a page's first paint. The catalogue itself is the API's PDF
// (GET /catalogue.pdf, decision 207), downloaded once the lead is accepted.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailField, EVENT_MESSAGES, MESSAGES, nameField } from 'mfe-shared/contracts';
import { ApiError, errorMessage } from 'mfe-shared';
import { ActionButton } from '../../components/layout';
import { useContactDetails } from '../../config/contact-details';
import { TextField } from 'mfe-shared/ui/field';
import { apiFieldErrors } from '../../components/api-field-errors';
import { FormBox, Honeypot, Notice } from '../../components/form-parts';
import { downloadCataloguePdf } from './api/download-catalogue';
import { submitLead } from './api/submit-lead';
import { registerForEvent } from './api/register-for-event';

// §5: name required, trimmed, min 1, 'Name is required!'; email valid, trimmed,
// 'A valid email is required'; mobile optional with no format rule.
export const catalogFormSchema = z.object({
  name: nameField,
  email: emailField(MESSAGES.leadEmail),
  mobile: z.string().trim().optional(),
  website: z.string().optional(),
});
type CatalogFormValues = z.input<typeof catalogFormSchema>;

/**
 * 'webinar-interest': a past webinar's "tell me about the next one", a webinar lead too.
 * 'event': a registration for an event from the API (decision 209), which is also a webinar lead.
 */
export type LeadFormKind = 'catalog' | 'webinar' | 'webinar-interest' | 'event';

const FORM_NAMES: Record<LeadFormKind, string> = {
  catalog: 'Catalog download',
  webinar: 'Webinar registration',
  'webinar-interest': 'Next webinar',
  event: 'Webinar registration',
};

export const LEAD_FORM_TEXT = {
  catalog: {
    submit: 'Download Catalog',
    busy: 'Preparing your catalog…',
    done: 'Thank you! Your catalog is downloading.',
    /** The lead is in; only the file failed: say so, and offer the file again without a second lead. */
    downloadFailed: 'Thank you, we have your details. The catalog could not be downloaded just now:',
    retry: 'Try the download again',
  },
  webinar: { submit: 'Register for the webinar', busy: 'Registering…', done: 'You are registered! We will e-mail you the joining link.' },
  'webinar-interest': { submit: 'Notify me', busy: 'Sending…', done: 'Thank you! We will e-mail you when the next webinar is announced.' },
  // The same words as the webinar form's, now kept: the API mails the joining link (decision 137).
  event: { submit: 'Register for the webinar', busy: 'Registering…', done: EVENT_MESSAGES.registered },
} as const;

export const LEAD_FAILED = 'We could not send your details. Please check your connection and try again.';
export const LEAD_FIELDS_REFUSED = 'We could not send your details. Please correct the fields marked above.';

const FIELDS = ['name', 'email', 'mobile'] as const;

/** A refusal the visitor should read as said (the event is full, or registration has closed). */
const refusedAsSaid = (error: unknown) => error instanceof ApiError && (error.status === 409 || error.status === 404);

export default function LeadForm({ kind, subject, eventSlug }: { kind: LeadFormKind; subject?: string; eventSlug?: string }) {
  const contact = useContactDetails();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<CatalogFormValues>({ resolver: zodResolver(catalogFormSchema) });
  const text = LEAD_FORM_TEXT[kind];

  const downloadCatalogue = async () => {
    setDownloadError(null);
    try {
      await downloadCataloguePdf();
    } catch (error) {
      setDownloadError(errorMessage(error));
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    setDownloadError(null);
    try {
      if (kind === 'event' && eventSlug) await registerForEvent(eventSlug, values);
      else await submitLead({ type: kind === 'catalog' ? 'catalog' : 'webinar', ...values, subject });
    } catch (error) {
      if (refusedAsSaid(error)) {
        setOutcome({ ok: false, message: errorMessage(error) });
        return;
      }
      // What the API refused (`body.mobile`…) goes under its field; the input stays as typed, so
      // trying again is one click.
      const fields = apiFieldErrors(error, FIELDS);
      const marked = FIELDS.filter((name) => fields[name]);
      marked.forEach((name, index) => setError(name, { type: 'server', message: fields[name] }, { shouldFocus: index === 0 }));
      setOutcome({ ok: false, message: marked.length > 0 ? LEAD_FIELDS_REFUSED : `${LEAD_FAILED} (${errorMessage(error)})` });
      return;
    }
    setOutcome({ ok: true });
    if (kind === 'catalog') await downloadCatalogue();
  });

  const { errors, isSubmitting } = formState;
  return (
    <FormBox onSubmit={(event) => void onSubmit(event)} noValidate aria-label={FORM_NAMES[kind]}>
      <TextField announceError={false} label="Name" autoComplete="name" placeholder="Ananya Sharma" error={errors.name?.message} {...register('name')} />
      <TextField
        announceError={false}
        label="Email"
        type="text"
        inputMode="email"
        autoComplete="email"
        placeholder={contact.email}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        announceError={false}
        label="Mobile (optional)"
        type="text"
        inputMode="tel"
        autoComplete="tel"
        placeholder={contact.phone}
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <Honeypot {...register('website')} />
      {outcome?.ok && !downloadError && <Notice tone="success">{text.done}</Notice>}
      {downloadError && (
        <>
          <Notice tone="error">
            {LEAD_FORM_TEXT.catalog.downloadFailed} {downloadError}
          </Notice>
          <div>
            <ActionButton type="button" $variant="secondary" onClick={() => void downloadCatalogue()}>
              {LEAD_FORM_TEXT.catalog.retry}
            </ActionButton>
          </div>
        </>
      )}
      {outcome && !outcome.ok && <Notice tone="error">{outcome.message}</Notice>}
      <div>
        <ActionButton type="submit" disabled={isSubmitting}>
          {isSubmitting ? text.busy : text.submit}
        </ActionButton>
      </div>
    </FormBox>
  );
}
