// One lead's page (decision 145): its owner, next action and line of business; the first reply,
// filled from the template and edited before it is mailed once per click (a key per form, so a
// double click is one mail); a WhatsApp chat with the template filled in; a call with a note; the
// leads with the same e-mail or mobile and the student account; and every contact as a timeline.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Link, useParams } from 'react-router-dom';
import { BRAND_NAME, Button, toast } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';
import { SelectField, TextAreaField, TextField } from 'mfe-shared/ui/field';
import { QueryState } from 'mfe-shared/ui/query-state';
import {
  LEAD_CONTACT_LABELS,
  LEAD_PIPELINE_MESSAGES,
  LINES_OF_BUSINESS,
  LINE_OF_BUSINESS_LABELS,
  leadContactRequestSchema,
  leadReplyRequestSchema,
  leadReplyTemplate,
  leadWhatsAppText,
  whatsappLink,
  type AdminLeadDetail,
} from 'mfe-shared/contracts/admin';
import { Screen } from '../../components/page';
import { StaleNotice } from '../../components/stale-notice';
import { screens } from '../../config/paths';
import { handleSaveError, toastError } from '../../lib/api';
import { formatDateTime } from '../../lib/india-time';
import { useLeadDetail } from './api/get-lead-detail';
import { useLeadOwners } from './api/get-lead-owners';
import { logLeadContact } from './api/log-lead-contact';
import { sendLeadReply } from './api/send-lead-reply';
import { updateLead } from './api/update-lead';

export function LeadPage() {
  const id = Number(useParams().leadId);
  const detail = useLeadDetail(id);
  return (
    <Screen title="Lead">
      <QueryState data={detail.data} error={detail.error} onRetry={() => void detail.mutate()}>
        {(lead) => <LeadView lead={lead} onChange={(next) => void detail.mutate(next, { revalidate: false })} onReload={() => void detail.mutate()} />}
      </QueryState>
    </Screen>
  );
}

function LeadView({ lead, onChange, onReload }: { lead: AdminLeadDetail; onChange: (lead: AdminLeadDetail) => void; onReload: () => void }) {
  return (
    <>
      <Card aria-label="Contact details">
        <h2>{lead.name}</h2>
        <p>
          <a href={`mailto:${lead.email}`}>{lead.email}</a>
          {lead.mobile ? ` · ${lead.mobile}` : ''} · {lead.type} · received {formatDateTime(lead.created_at)}
        </p>
        {lead.subject && <p>Subject: {lead.subject}</p>}
        {lead.student && (
          <p>
            Student account: <Link to={screens.student(lead.student.id)}>{lead.student.name}</Link>
          </p>
        )}
        {lead.related.length > 0 && (
          <ul aria-label="Other leads from this person">
            {lead.related.map((r) => (
              <li key={r.id}>
                <Link to={screens.lead(r.id)}>Also contacted on {formatDateTime(r.created_at)}</Link> ({r.type}, same{' '}
                {r.match === 'both' ? 'e-mail and mobile' : r.match})
              </li>
            ))}
          </ul>
        )}
      </Card>
      {/* A new version (saved here, by the reply, or read again after Reload) starts the form afresh. */}
      <PipelineForm key={lead.version} lead={lead} onChange={onChange} onReload={onReload} />
      <ReplyForm lead={lead} onChange={onChange} />
      <ChatAndCall lead={lead} onChange={onChange} />
      <Card aria-label="Timeline">
        <h2>Timeline</h2>
        {lead.contacts.length === 0 ? (
          <p>No contact yet.</p>
        ) : (
          <ol aria-label="Contacts">
            {lead.contacts.map((c) => (
              <li key={c.id}>
                {formatDateTime(c.created_at)}: {LEAD_CONTACT_LABELS[c.kind]}
                {c.actor_name ? ` by ${c.actor_name}` : ''}
                {c.note ? ` — ${c.note}` : ''}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}

const pipelineSchema = z.object({
  owner_id: z.string(),
  next_action_on: z.string(),
  line_of_business: z.enum(LINES_OF_BUSINESS),
});
type PipelineValues = z.infer<typeof pipelineSchema>;
const pipelineValues = (lead: AdminLeadDetail): PipelineValues => ({
  owner_id: lead.owner_id ? String(lead.owner_id) : '',
  next_action_on: lead.next_action_on ?? '',
  line_of_business: lead.line_of_business,
});

function PipelineForm({ lead, onChange, onReload }: { lead: AdminLeadDetail; onChange: (lead: AdminLeadDetail) => void; onReload: () => void }) {
  const owners = useLeadOwners();
  const [stale, setStale] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<PipelineValues>({
    resolver: zodResolver(pipelineSchema),
    defaultValues: pipelineValues(lead),
  });
  const save = handleSubmit(async (values) => {
    setStale(null);
    try {
      const saved = await updateLead(lead.id, {
        version: lead.version,
        owner_id: values.owner_id ? Number(values.owner_id) : null,
        next_action_on: values.next_action_on || null,
        line_of_business: values.line_of_business,
      });
      onChange({ ...lead, ...saved });
      toast.success('Lead saved.');
    } catch (error) {
      handleSaveError(error, setError, setStale);
    }
  });
  return (
    <Card aria-label="Pipeline">
      <form onSubmit={(event) => void save(event)} noValidate aria-label="Pipeline">
        <StaleNotice
          message={stale}
          onReload={() => {
            setStale(null);
            onReload();
          }}
        />
        <SelectField id="lead-owner" label="Owner" error={formState.errors.owner_id?.message} {...register('owner_id')}>
          <option value="">Nobody yet</option>
          {owners.data?.results.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name} ({o.role})
            </option>
          ))}
        </SelectField>
        <TextField id="lead-next-action" label="Next action" type="date" error={formState.errors.next_action_on?.message} {...register('next_action_on')} />
        <SelectField id="lead-line-of-business" label="Line of business" error={formState.errors.line_of_business?.message} {...register('line_of_business')}>
          {LINES_OF_BUSINESS.map((l) => (
            <option key={l} value={l}>
              {LINE_OF_BUSINESS_LABELS[l]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={formState.isSubmitting}>
          Save pipeline
        </Button>
      </form>
    </Card>
  );
}

// The contract's own rules and messages, less the key the form keeps itself.
const replySchema = leadReplyRequestSchema.omit({ key: true });
type ReplyValues = z.infer<typeof replySchema>;

function ReplyForm({ lead, onChange }: { lead: AdminLeadDetail; onChange: (lead: AdminLeadDetail) => void }) {
  // One key per reply: a second click while the first is on its way reuses it, so the API sends one mail.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { register, handleSubmit, formState, setError } = useForm<ReplyValues>({
    resolver: zodResolver(replySchema),
    defaultValues: leadReplyTemplate(lead, BRAND_NAME),
  });
  const send = handleSubmit(async (values) => {
    try {
      onChange(await sendLeadReply(lead.id, { key, ...values }));
      setKey(crypto.randomUUID());
      toast.success('Reply queued.');
    } catch (error) {
      // A reply is never stale: the API answers 409 only for a version, which it does not take.
      handleSaveError(error, setError, (message) => toast.error(message));
    }
  });
  return (
    <Card aria-label="First reply">
      <form onSubmit={(event) => void send(event)} noValidate aria-label="First reply">
        <h2>First reply</h2>
        <TextField id="lead-reply-subject" label="Reply subject" error={formState.errors.subject?.message} {...register('subject')} />
        <TextAreaField id="lead-reply-text" label="Reply message" rows={8} error={formState.errors.text?.message} {...register('text')} />
        <Button type="submit" disabled={formState.isSubmitting}>
          Send reply
        </Button>
      </form>
    </Card>
  );
}

const callSchema = z.object({ note: leadContactRequestSchema.shape.note.unwrap().trim().min(1, { error: LEAD_PIPELINE_MESSAGES.callNeedsNote }) });
type CallValues = z.infer<typeof callSchema>;

function ChatAndCall({ lead, onChange }: { lead: AdminLeadDetail; onChange: (lead: AdminLeadDetail) => void }) {
  const chat = whatsappLink(lead.mobile, leadWhatsAppText(lead, BRAND_NAME));
  const { register, handleSubmit, formState, setError, reset, control } = useForm<CallValues>({
    resolver: zodResolver(callSchema),
    defaultValues: { note: '' },
  });
  const note = useWatch({ control, name: 'note' });
  const logChat = async () => {
    try {
      onChange(await logLeadContact(lead.id, { kind: 'whatsapp', note: '' }));
    } catch (error) {
      toastError(error);
    }
  };
  const logCall = handleSubmit(async (values) => {
    try {
      onChange(await logLeadContact(lead.id, { kind: 'call', note: values.note }));
      reset({ note: '' });
    } catch (error) {
      handleSaveError(error, setError, (message) => toast.error(message));
    }
  });
  return (
    <Card aria-label="WhatsApp and calls">
      {chat ? (
        <p>
          <a href={chat} target="_blank" rel="noreferrer" onClick={() => void logChat()}>
            Open WhatsApp chat
          </a>
        </p>
      ) : (
        <p>No mobile number WhatsApp can open.</p>
      )}
      <form aria-label="Log a call" noValidate onSubmit={(event) => void logCall(event)}>
        <TextAreaField id="lead-call-note" label="Call note" rows={3} error={formState.errors.note?.message} {...register('note')} />
        <Button type="submit" disabled={note.trim() === '' || formState.isSubmitting}>
          Log call
        </Button>
      </form>
    </Card>
  );
}
