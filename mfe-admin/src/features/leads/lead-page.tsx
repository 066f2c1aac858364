// One lead's page (decision 145): its owner, next action and line of business; the first reply,
// filled from the template and edited before it is mailed once per click (a key per form, so a
// double click is one mail); a WhatsApp chat with the template filled in; a call with a note; the
// leads with the same e-mail or mobile and the student account; and every contact as a timeline.
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BRAND_NAME, Button, toast } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';
import { SelectField, TextAreaField, TextField } from 'mfe-shared/ui/field';
import { QueryState } from 'mfe-shared/ui/query-state';
import {
  LEAD_CONTACT_LABELS,
  LINES_OF_BUSINESS,
  LINE_OF_BUSINESS_LABELS,
  leadReplyTemplate,
  leadWhatsAppText,
  whatsappLink,
  type AdminLeadDetail,
  type LineOfBusiness,
} from 'mfe-shared/contracts/admin';
import { Screen } from '../../components/page';
import { screens } from '../../config/paths';
import { toastError } from '../../lib/api';
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
        {(lead) => <LeadView lead={lead} onChange={(next) => void detail.mutate(next, { revalidate: false })} />}
      </QueryState>
    </Screen>
  );
}

function LeadView({ lead, onChange }: { lead: AdminLeadDetail; onChange: (lead: AdminLeadDetail) => void }) {
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
      <PipelineForm lead={lead} onChange={onChange} />
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

function PipelineForm({ lead, onChange }: { lead: AdminLeadDetail; onChange: (lead: AdminLeadDetail) => void }) {
  const owners = useLeadOwners();
  const [owner, setOwner] = useState(lead.owner_id ? String(lead.owner_id) : '');
  const [next, setNext] = useState(lead.next_action_on ?? '');
  const [line, setLine] = useState<LineOfBusiness>(lead.line_of_business);
  const [saving, setSaving] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await updateLead(lead.id, {
        version: lead.version,
        owner_id: owner ? Number(owner) : null,
        next_action_on: next || null,
        line_of_business: line,
      });
      onChange({ ...lead, ...saved });
      toast.success('Lead saved.');
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card aria-label="Pipeline">
      <form onSubmit={(event) => void save(event)} aria-label="Pipeline">
        <SelectField id="lead-owner" label="Owner" value={owner} onChange={(event) => setOwner(event.target.value)}>
          <option value="">Nobody yet</option>
          {owners.data?.results.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name} ({o.role})
            </option>
          ))}
        </SelectField>
        <TextField id="lead-next-action" label="Next action" type="date" value={next} onChange={(event) => setNext(event.target.value)} />
        <SelectField id="lead-line-of-business" label="Line of business" value={line} onChange={(event) => setLine(event.target.value as LineOfBusiness)}>
          {LINES_OF_BUSINESS.map((l) => (
            <option key={l} value={l}>
              {LINE_OF_BUSINESS_LABELS[l]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={saving}>
          Save pipeline
        </Button>
      </form>
    </Card>
  );
}

function ReplyForm({ lead, onChange }: { lead: AdminLeadDetail; onChange: (lead: AdminLeadDetail) => void }) {
  const template = leadReplyTemplate(lead, BRAND_NAME);
  const [subject, setSubject] = useState(template.subject);
  const [text, setText] = useState(template.text);
  // One key per reply: a second click while the first is on its way reuses it, so the API sends one mail.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [sending, setSending] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      onChange(await sendLeadReply(lead.id, { key, subject, text }));
      setKey(crypto.randomUUID());
      toast.success('Reply queued.');
    } catch (error) {
      toastError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Card aria-label="First reply">
      <form onSubmit={(event) => void send(event)} aria-label="First reply">
        <h2>First reply</h2>
        <TextField id="lead-reply-subject" label="Reply subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
        <TextAreaField id="lead-reply-text" label="Reply message" rows={8} value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit" disabled={sending}>
          Send reply
        </Button>
      </form>
    </Card>
  );
}

function ChatAndCall({ lead, onChange }: { lead: AdminLeadDetail; onChange: (lead: AdminLeadDetail) => void }) {
  const chat = whatsappLink(lead.mobile, leadWhatsAppText(lead, BRAND_NAME));
  const [note, setNote] = useState('');
  const log = async (kind: 'whatsapp' | 'call', text = '') => {
    try {
      onChange(await logLeadContact(lead.id, { kind, note: text }));
      if (kind === 'call') setNote('');
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Card aria-label="WhatsApp and calls">
      {chat ? (
        <p>
          <a href={chat} target="_blank" rel="noreferrer" onClick={() => void log('whatsapp')}>
            Open WhatsApp chat
          </a>
        </p>
      ) : (
        <p>No mobile number WhatsApp can open.</p>
      )}
      <form
        aria-label="Log a call"
        onSubmit={(event) => {
          event.preventDefault();
          void log('call', note);
        }}
      >
        <TextAreaField id="lead-call-note" label="Call note" rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
        <Button type="submit" disabled={note.trim() === ''}>
          Log call
        </Button>
      </form>
    </Card>
  );
}
