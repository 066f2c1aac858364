// An event's registrations (decision 022): who registered, whether they attended (marked one by
// one, or from a pasted list of the attendees' e-mails), and the replay to no-shows, sent once each.
import { useState, type FormEvent } from 'react';
import { Button, toast } from 'mfe-shared';
import type { AdminEvent, AdminEventRegistration } from 'mfe-shared/contracts/admin';
import { SelectField, TextAreaField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Actions, Section } from '../../components/page';
import { toastError } from '../../lib/api';
import { formatDateTime } from '../../lib/india-time';
import { useEventRegistrations } from './api/get-event-registrations';
import { importAttendance } from './api/import-attendance';
import { sendReplay } from './api/send-replay';
import { setAttendance } from './api/set-attendance';

const ATTENDANCE = { '': 'Not recorded', yes: 'Attended', no: 'Did not attend' } as const;
const toChoice = (attended: boolean | null) => (attended === null ? '' : attended ? 'yes' : 'no');
const fromChoice = (choice: string) => (choice === '' ? null : choice === 'yes');

export const replaySentToast = (sent: number) =>
  sent === 0 ? 'Every no-show has had the replay already.' : `Replay sent to ${sent} ${sent === 1 ? 'person' : 'people'}.`;
export const importedText = (marked: number, unknown: string[]) =>
  `${marked} marked attended.${unknown.length ? ` Not registered: ${unknown.join(', ')}.` : ''}`;

/** The e-mails in pasted text: one per line, or separated by commas, semicolons or spaces. */
export const emailsIn = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);

function AttendanceCell({ event, registration, onSaved }: { event: AdminEvent; registration: AdminEventRegistration; onSaved: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const change = async (choice: string) => {
    setBusy(true);
    try {
      await setAttendance(event.id, registration.id, fromChoice(choice));
      await onSaved();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SelectField
      id={`attended-${registration.id}`}
      label={`Attendance of ${registration.name}`}
      value={toChoice(registration.attended)}
      disabled={busy}
      onChange={(e) => void change(e.target.value)}
    >
      {Object.entries(ATTENDANCE).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}

function ImportAttendance({ event, onImported }: { event: AdminEvent; onImported: () => Promise<unknown> }) {
  const [text, setText] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const emails = emailsIn(text);
    if (emails.length === 0) {
      setRefused('Paste at least one e-mail.');
      return;
    }
    setBusy(true);
    setRefused(null);
    try {
      const answer = await importAttendance(event.id, emails);
      setResult(importedText(answer.marked, answer.unknown));
      setText('');
      await onImported();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form aria-label="Import attendance" onSubmit={(e) => void submit(e)} noValidate>
      <TextAreaField
        id="attendance-emails"
        label="Attended e-mails"
        hint="One per line, or separated by commas (from the meeting's attendance report)."
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <FormError message={refused} />
      <Button type="submit" $variant="secondary" disabled={busy}>
        Import attendance
      </Button>
      {result && <p role="status">{result}</p>}
    </form>
  );
}

export function EventRegistrations({ event }: { event: AdminEvent }) {
  const { data, error, mutate } = useEventRegistrations(event.id);
  const [sending, setSending] = useState(false);
  const replay = async () => {
    // A second click while the first is on its way would find nothing left to send; still, one at a time.
    if (sending) return;
    setSending(true);
    try {
      const { sent } = await sendReplay(event.id);
      toast.success(replaySentToast(sent));
      await mutate();
    } catch (err) {
      toastError(err);
    } finally {
      setSending(false);
    }
  };
  return (
    <Section aria-labelledby="event-registrations-heading">
      <h2 id="event-registrations-heading">Registrations</h2>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {({ results }) =>
          results.length === 0 ? (
            <p>No registrations yet.</p>
          ) : (
            <table>
              <caption>Registrations</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Registered</th>
                  <th scope="col">Attendance</th>
                  <th scope="col">Replay</th>
                </tr>
              </thead>
              <tbody>
                {results.map((r) => (
                  <tr key={r.id}>
                    <td>
                      {r.name}
                      {r.student_id !== null && ' (student)'}
                    </td>
                    <td>{r.email}</td>
                    <td>{formatDateTime(r.created_at)}</td>
                    <td>
                      <AttendanceCell event={event} registration={r} onSaved={mutate} />
                    </td>
                    <td>{r.replay_sent_at ? `Sent ${formatDateTime(r.replay_sent_at)}` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryState>
      <ImportAttendance event={event} onImported={mutate} />
      <Actions>
        <Button type="button" disabled={sending} onClick={() => void replay()}>
          Send replay to no-shows
        </Button>
      </Actions>
    </Section>
  );
}
