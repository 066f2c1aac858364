// /book-a-consultation (SPEC §2 Individual training: "Book a Free Consultation"; decision 210): the
// free consultation slots by India day, then the lead forms' fields (name, e-mail, mobile, an
// optional message, the honeypot). A booking is also a 'consultation' lead on the API's side. When
// someone takes the chosen time first, the API's 409 is shown and the list is fetched again.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { ApiError, errorMessage } from 'mfe-shared';
import { Page, PageTitle } from 'mfe-shared/ui/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { SlotPicker } from 'mfe-shared/ui/slot-picker';
import { TextAreaField, TextField } from 'mfe-shared/ui/field';
import type { SlotChoice } from 'mfe-shared/contracts';
import { ActionButton } from '../../components/layout';
import { Seo } from '../../components/seo';
import { useContactDetails } from '../../config/contact-details';
import { apiFieldErrors } from '../../components/api-field-errors';
import { FormBox, Honeypot, Notice } from '../../components/form-parts';
import { useBookingSlots } from './api/get-booking-slots';
import { bookConsultation } from './api/book-consultation';
import { BOOK_BUSY, BOOK_BUTTON, BOOK_FAILED, CHOOSE_SLOT_TEXT, CONSULTATION_HEADING, CONSULTATION_LEAD } from './booking-texts';

interface Values {
  name: string;
  email: string;
  mobile: string;
  message: string;
  website: string;
}

const FIELDS = ['name', 'email', 'mobile', 'message'] as const;
const EMPTY: Values = { name: '', email: '', mobile: '', message: '', website: '' };

export default function ConsultationPage() {
  const { pathname } = useLocation();
  const contact = useContactDetails();
  const slots = useBookingSlots('consultation');
  const [choice, setChoice] = useState<{ key: string; slot: SlotChoice } | null>(null);
  const [outcome, setOutcome] = useState<{ ok: true; message: string } | { ok: false; message: string } | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    if (!choice) {
      setOutcome({ ok: false, message: `${BOOK_FAILED} ${CHOOSE_SLOT_TEXT}` });
      return;
    }
    const body = { ...choice.slot, name: values.name, email: values.email, mobile: values.mobile, page: pathname, website: values.website };
    try {
      const answer = await bookConsultation(values.message.trim() ? { ...body, message: values.message } : body);
      reset(EMPTY);
      setChoice(null);
      setOutcome({ ok: true, message: answer.detail });
      void slots.mutate();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The time went to someone else: say so, forget the choice and show what is still free.
        setChoice(null);
        setOutcome({ ok: false, message: errorMessage(error) });
        void slots.mutate();
        return;
      }
      const fields = apiFieldErrors(error, FIELDS);
      const marked = FIELDS.filter((name) => fields[name]);
      marked.forEach((name, index) => setError(name, { type: 'server', message: fields[name] }, { shouldFocus: index === 0 }));
      setOutcome({ ok: false, message: `${BOOK_FAILED} ${marked.length > 0 ? 'Please correct the fields marked above.' : errorMessage(error)}` });
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <Page id="main">
      <Seo title={CONSULTATION_HEADING} description={CONSULTATION_LEAD} path={pathname} />
      <PageTitle title={CONSULTATION_HEADING}>
        <p>{CONSULTATION_LEAD}</p>
        <FormBox onSubmit={(event) => void onSubmit(event)} aria-label={CONSULTATION_HEADING}>
          <QueryState data={slots.data} error={slots.error} onRetry={() => void slots.mutate()}>
            {({ results }) => (
              <SlotPicker
                slots={results}
                value={choice?.key ?? ''}
                onChange={(key, slot) => setChoice({ key, slot: { consultant_id: slot.consultant_id, starts_at: slot.starts_at } })}
              />
            )}
          </QueryState>
          <TextField announceError={false} label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
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
          <TextAreaField announceError={false} label="Message (optional)" error={errors.message?.message} {...register('message')} />
          <Honeypot {...register('website')} />
          {outcome && <Notice tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Notice>}
          <div>
            <ActionButton type="submit" disabled={isSubmitting}>
              {isSubmitting ? BOOK_BUSY : BOOK_BUTTON}
            </ActionButton>
          </div>
        </FormBox>
      </PageTitle>
    </Page>
  );
}
