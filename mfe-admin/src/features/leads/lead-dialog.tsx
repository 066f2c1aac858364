// One lead in a Radix dialog (focus moves in and returns): every field, and its status and
// notes saved with PATCH and the version it was read at.
import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { type RefObject, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import styled from 'styled-components';
import { Button, toast } from 'mfe-shared';
import { type AdminLead, LEAD_STATUSES, leadUpdateSchema } from 'mfe-shared/contracts/admin';
import { Overlay, Panel } from 'mfe-shared/ui/dialog-frame';
import { SelectField, TextAreaField } from 'mfe-shared/ui/field';
import { FormGrid } from '../../components/fields';
import { StaleNotice } from '../../components/stale-notice';
import { handleSaveError } from '../../lib/api';
import { formatDateTime } from '../../lib/india-time';
import { ContactLinks } from './contact-links';
import { phoneOf } from './phone';
import { AuditHistory } from '../audit';
import { getLead } from './api/get-lead';
import { updateLead } from './api/update-lead';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  dt { font-weight: 600; }
  dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

const formSchema = z.object({
  status: leadUpdateSchema.shape.status.unwrap(),
  notes: z.string().max(10_000, { error: 'Notes must be at most 10000 characters.' }),
});
type LeadForm = z.infer<typeof formSchema>;

const FACTS: ReadonlyArray<[keyof AdminLead, string]> = [
  ['type', 'Type'],
  ['name', 'Name'],
  ['email', 'Email'],
  ['subject', 'Subject'],
  ['message', 'Message'],
  ['page', 'Page'],
  ['utm_source', 'UTM source'],
  ['utm_medium', 'UTM medium'],
  ['utm_campaign', 'UTM campaign'],
  ['utm_term', 'UTM term'],
  ['utm_content', 'UTM content'],
];

export function LeadDialog({
  lead,
  onClose,
  onSaved,
  returnFocusTo,
}: {
  lead: AdminLead;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
  /** The button that opened it: without a Radix trigger, Radix has nowhere to return focus. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const [current, setCurrent] = useState(lead);
  const [stale, setStale] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<LeadForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { status: lead.status, notes: lead.notes },
  });
  const onSubmit = handleSubmit(async (values) => {
    setStale(null);
    try {
      const saved = await updateLead(current.id, { version: current.version, ...values });
      setCurrent(saved);
      reset({ status: saved.status, notes: saved.notes });
      toast.success('Lead saved.');
      await onSaved();
    } catch (error) {
      handleSaveError(error, setError, setStale);
    }
  });
  const reload = async () => {
    setStale(null);
    const fresh = await getLead(current.id);
    setCurrent(fresh);
    reset({ status: fresh.status, notes: fresh.notes });
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Overlay as={Dialog.Overlay} />
        <Panel
          as={Dialog.Content}
          onCloseAutoFocus={(event: Event) => {
            event.preventDefault();
            returnFocusTo?.current?.focus();
          }}
        >
          <Dialog.Title>Lead from {current.name}</Dialog.Title>
          <Dialog.Description>Received {formatDateTime(current.created_at)}</Dialog.Description>
          <Facts>
            <dt>Reach</dt>
            <dd>
              <ContactLinks mobile={current.mobile} email={current.email} name={current.name} />
            </dd>
            <dt>Phone</dt>
            <dd>{current.mobile ? phoneOf(current.mobile).display : '—'}</dd>
            {FACTS.map(([key, label]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{String(current[key] ?? '—')}</dd>
              </div>
            ))}
          </Facts>
          <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Lead follow-up">
            <StaleNotice message={stale} onReload={() => void reload()} />
            <FormGrid>
              <SelectField id="lead-status" label="Status" error={formState.errors.status?.message} {...register('status')}>
                {LEAD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </SelectField>
              <div className="wide">
                <TextAreaField id="lead-notes" label="Notes" error={formState.errors.notes?.message} {...register('notes')} />
              </div>
            </FormGrid>
            <div className="actions">
              <Dialog.Close asChild>
                <Button type="button" $variant="secondary">
                  Close
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={formState.isSubmitting}>
                Save lead
              </Button>
            </div>
          </form>
          <h3>History</h3>
          <AuditHistory entity="lead" entityId={current.id} version={current.version} />
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
