// Adding a session outside the timetable and moving one (decision 136): times typed in India time
// (datetime-local read as +05:30), checked by the contract's sessionInputSchema before sending;
// the API's refusal is said under the form in its own words.
import { useState } from 'react';
import { Button, errorMessage, toast } from 'mfe-shared';
import { sessionInputSchema, type AdminSession } from 'mfe-shared/contracts/admin';
import { TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { formatIndiaDateTime } from 'mfe-shared/ui/format';
import { FormGrid } from '../../components/fields';
import { Actions } from '../../components/page';
import { isoToLocalInput, localInputToIso } from '../../lib/india-time';
import { addSession } from './api/add-session';
import { moveSession } from './api/move-session';
import { ADD_SESSION, SESSION_ADDED, SESSION_MOVED } from './batch-texts';

type Errors = Partial<Record<'starts_at' | 'ends_at' | 'meeting_url' | 'form', string>>;

function parseSession(startsAt: string, endsAt: string, meetingUrl: string) {
  const parsed = sessionInputSchema.safeParse({
    starts_at: localInputToIso(startsAt),
    ends_at: localInputToIso(endsAt),
    meeting_url: meetingUrl.trim() || null,
  });
  if (parsed.success) return { input: parsed.data, errors: {} as Errors };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form') as keyof Errors;
    errors[key] ??= issue.message;
  }
  return { input: null, errors };
}

function SessionFields({
  prefix,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  prefix: string;
  initial: { starts: string; ends: string; link: string };
  submitLabel: string;
  onSubmit: (input: ReturnType<typeof parseSession>['input'] & object) => Promise<void>;
  onCancel?: () => void;
}) {
  const [starts, setStarts] = useState(initial.starts);
  const [ends, setEnds] = useState(initial.ends);
  const [link, setLink] = useState(initial.link);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { input, errors: found } = parseSession(starts, ends, link);
    setErrors(found);
    if (!input) return;
    setBusy(true);
    try {
      await onSubmit(input);
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      <FormGrid>
        <TextField
          id={`${prefix}-starts`}
          label="Starts (IST)"
          type="datetime-local"
          value={starts}
          error={errors.starts_at}
          onChange={(e) => setStarts(e.target.value)}
        />
        <TextField
          id={`${prefix}-ends`}
          label="Ends (IST)"
          type="datetime-local"
          value={ends}
          error={errors.ends_at}
          onChange={(e) => setEnds(e.target.value)}
        />
        <TextField
          id={`${prefix}-link`}
          label="Meeting link"
          type="url"
          hint="Empty: the batch's link."
          value={link}
          error={errors.meeting_url}
          onChange={(e) => setLink(e.target.value)}
        />
      </FormGrid>
      <FormError message={errors.form} />
      <Actions>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" $variant="ghost" onClick={onCancel}>
            Keep the time
          </Button>
        )}
      </Actions>
    </form>
  );
}

export function AddSessionForm({ batchId, onDone }: { batchId: number; onDone: () => Promise<unknown> }) {
  const [generation, setGeneration] = useState(0);
  return (
    <SessionFields
      key={generation}
      prefix="add-session"
      initial={{ starts: '', ends: '', link: '' }}
      submitLabel={ADD_SESSION}
      onSubmit={async (input) => {
        await addSession(batchId, input);
        toast.success(SESSION_ADDED);
        setGeneration((n) => n + 1);
        await onDone();
      }}
    />
  );
}

export function MoveSessionForm({ batchId, session, onDone }: { batchId: number; session: AdminSession; onDone: (moved: boolean) => Promise<unknown> | void }) {
  return (
    <section aria-label={`Move the session of ${formatIndiaDateTime(session.starts_at)}`}>
      <SessionFields
        prefix={`move-${session.id}`}
        initial={{ starts: isoToLocalInput(session.starts_at), ends: isoToLocalInput(session.ends_at), link: session.meeting_url ?? '' }}
        submitLabel="Move session"
        onSubmit={async (input) => {
          await moveSession(batchId, session.id, input);
          toast.success(SESSION_MOVED);
          await onDone(true);
        }}
        onCancel={() => void onDone(false)}
      />
    </section>
  );
}
