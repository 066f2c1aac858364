// SPEC §2/§3/§5 contact form: Name, Email (type=email), Mobile (type=tel), Subject, Message
// and Submit, with no required markers and no checks beyond the input types. It sends the
// lead to POST /leads; what the API refuses is shown next to the field it names.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from 'mfe-shared';
import { ActionButton } from '../../components/layout';
import { useContactDetails } from '../../config/contact-details';
import { TextAreaField, TextField } from 'mfe-shared/ui/field';
import { apiFieldErrors } from '../../components/api-field-errors';
import { FormBox, Honeypot, Notice } from '../../components/form-parts';
import { submitLead } from './api/submit-lead';

export const CONTACT_SUCCESS = 'Thank you! We have your message and will get back to you within one working day.';
export const CONTACT_FAILED = 'Your message was not sent.';
export const CONTACT_MARKED = 'Please correct the fields marked above.';
export const SAMPLE_NAME = 'Ananya Sharma';

interface ContactValues {
  name: string;
  email: string;
  mobile: string;
  subject: string;
  message: string;
  website: string;
}

const FIELDS = ['name', 'email', 'mobile', 'subject', 'message'] as const;

export default function ContactForm({ subject = '' }: { subject?: string }) {
  const contact = useContactDetails();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<ContactValues>({
    defaultValues: { name: '', email: '', mobile: '', subject, message: '', website: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await submitLead({ type: 'contact', ...values });
      reset({ name: '', email: '', mobile: '', subject: '', message: '', website: '' });
      setOutcome({ ok: true });
    } catch (error) {
      // The API names fields `body.name`; each message goes under its own field, the first one focused.
      const fields = apiFieldErrors(error, FIELDS);
      const marked = FIELDS.filter((name) => fields[name]);
      marked.forEach((name, index) => setError(name, { type: 'server', message: fields[name] }, { shouldFocus: index === 0 }));
      // "Marked above" only when something is marked; otherwise the API's own words.
      setOutcome({
        ok: false,
        message: `${CONTACT_FAILED} ${marked.length > 0 ? CONTACT_MARKED : `${errorMessage(error)} Please try again.`}`,
      });
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <FormBox onSubmit={(event) => void onSubmit(event)} aria-label="Contact">
      <TextField announceError={false} label="Name" autoComplete="name" placeholder={SAMPLE_NAME} error={errors.name?.message} {...register('name')} />
      <TextField
        announceError={false}
        label="Email"
        type="email"
        autoComplete="email"
        placeholder={contact.email}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        announceError={false}
        label="Mobile"
        type="tel"
        autoComplete="tel"
        placeholder={contact.phone}
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <TextField announceError={false} label="Subject" error={errors.subject?.message} {...register('subject')} />
      <TextAreaField announceError={false} label="Message" error={errors.message?.message} {...register('message')} />
      <Honeypot {...register('website')} />
      {outcome?.ok && <Notice tone="success">{CONTACT_SUCCESS}</Notice>}
      {outcome && !outcome.ok && <Notice tone="error">{outcome.message}</Notice>}
      <div>
        <ActionButton type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Submit'}
        </ActionButton>
      </div>
    </FormBox>
  );
}
