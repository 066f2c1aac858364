// /admin/batches/:batchId/sessions/:sessionId/roster (decision 136): each seated member with
// present / absent / late, pre-filled "present" from their Join click until the trainer marks
// them; Save sends the marks the trainer can see. Below, the session's recording (a YouTube
// link, the course classes' rule). The API refuses both before the session starts (its words).
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, errorMessage, toast } from 'mfe-shared';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from 'mfe-shared/contracts';
import { recordingUrlSchema, type Roster } from 'mfe-shared/contracts/admin';
import { TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { formatIndiaDateTime, formatIndiaTime } from 'mfe-shared/ui/format';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Actions, Screen, Section } from '../../components/page';
import { RadioGroup } from '../../components/radio-group';
import { screens } from '../../config/paths';
import { useRoster } from './api/get-roster';
import { saveAttendance } from './api/save-attendance';
import { saveRecording } from './api/save-recording';
import { ATTENDANCE_LABELS, ATTENDANCE_SAVED, RECORDING_SAVED, SAVE_ATTENDANCE, SAVE_RECORDING } from './batch-texts';

const Marks = styled(RadioGroup)`
  grid-template-columns: repeat(auto-fill, minmax(7rem, max-content));
  column-gap: 1.25rem;
  legend { font-weight: 600; }
`;

function Attendance({ batchId, roster, onSaved }: { batchId: number; roster: Roster; onSaved: (roster: Roster) => Promise<unknown> }) {
  const [marks, setMarks] = useState<Record<number, AttendanceStatus | null>>(() =>
    Object.fromEntries(roster.entries.map((entry) => [entry.student_id, entry.status])),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const chosen = Object.entries(marks).flatMap(([studentId, status]) => (status ? [{ student_id: Number(studentId), status }] : []));
    if (chosen.length === 0) {
      setFailure('Mark at least one student.');
      return;
    }
    setBusy(true);
    try {
      await onSaved(await saveAttendance(batchId, roster.session.id, { marks: chosen }));
      toast.success(ATTENDANCE_SAVED);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  if (roster.entries.length === 0) return <p>No student holds a seat in this batch.</p>;
  return (
    <form onSubmit={(event) => void save(event)} aria-label="Attendance" noValidate>
      {roster.entries.map((entry) => (
        <Marks key={entry.student_id}>
          <legend>
            {entry.name} ({entry.email}){entry.joined_at && !entry.marked ? ` · joined ${formatIndiaTime(entry.joined_at)}` : ''}
          </legend>
          {ATTENDANCE_STATUSES.map((status) => (
            <label key={status}>
              <input
                type="radio"
                name={`mark-${entry.student_id}`}
                value={status}
                checked={marks[entry.student_id] === status}
                onChange={() => setMarks((current) => ({ ...current, [entry.student_id]: status }))}
              />
              {ATTENDANCE_LABELS[status]}
            </label>
          ))}
        </Marks>
      ))}
      <FormError message={failure} />
      <Button type="submit" disabled={busy}>
        {SAVE_ATTENDANCE}
      </Button>
    </form>
  );
}

function Recording({ batchId, roster, onSaved }: { batchId: number; roster: Roster; onSaved: () => Promise<unknown> }) {
  const [url, setUrl] = useState(roster.session.recording_url ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = url.trim() || null;
    const parsed = value === null ? null : recordingUrlSchema.safeParse(value);
    if (parsed && !parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await saveRecording(batchId, roster.session.id, value);
      toast.success(RECORDING_SAVED);
      await onSaved();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <form onSubmit={(event) => void save(event)} aria-label="Recording" noValidate>
      <Actions>
        <TextField
          label="Recording (YouTube link)"
          type="url"
          hint="Empty: no recording."
          value={url}
          error={error ?? undefined}
          onChange={(e) => setUrl(e.target.value)}
        />
        <Button type="submit">{SAVE_RECORDING}</Button>
      </Actions>
    </form>
  );
}

export function RosterPage() {
  const params = useParams();
  const batchId = Number(params.batchId);
  const { data, error, mutate } = useRoster(batchId, Number(params.sessionId));
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {(roster) => (
        <Screen title={`Roster: ${formatIndiaDateTime(roster.session.starts_at)}`} actions={<Link to={screens.batch(batchId)}>Back to the batch</Link>}>
          <p>
            {formatIndiaDateTime(roster.session.starts_at)} – {formatIndiaTime(roster.session.ends_at)} IST. A student who pressed Join is marked present until
            you mark them.
          </p>
          <Section aria-labelledby="attendance-heading">
            <h2 id="attendance-heading">Attendance</h2>
            <Attendance
              key={data ? JSON.stringify(roster.entries) : ''}
              batchId={batchId}
              roster={roster}
              onSaved={(next) => mutate(next, { revalidate: false })}
            />
          </Section>
          <Section aria-labelledby="recording-heading">
            <h2 id="recording-heading">Recording</h2>
            <Recording batchId={batchId} roster={roster} onSaved={() => mutate()} />
          </Section>
        </Screen>
      )}
    </QueryState>
  );
}
