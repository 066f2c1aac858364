// A batch's members (decision 136; admins): the seated students, the waitlist in its order with
// Promote (refused with the API's words while the batch is full), Remove after a confirmation,
// and a student added from the accounts search (a seat if one is left, else the waitlist).
import { useState } from 'react';
import { Button, errorMessage, toast } from 'mfe-shared';
import type { AdminBatchDetail, AdminMember } from 'mfe-shared/contracts/admin';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { Actions, Section } from '../../components/page';
import { addMember } from './api/add-member';
import { useStudentSearch } from './api/find-students';
import { promoteMember } from './api/promote-member';
import { removeMember } from './api/remove-member';

type Replace = (detail: AdminBatchDetail) => Promise<unknown>;

function MemberRow({
  batchId,
  member,
  onChanged,
  onFailure,
}: {
  batchId: number;
  member: AdminMember;
  onChanged: Replace;
  onFailure: (message: string) => void;
}) {
  const act = async (run: () => Promise<AdminBatchDetail>, done: string) => {
    try {
      await onChanged(await run());
      toast.success(done);
    } catch (error) {
      onFailure(errorMessage(error));
    }
  };
  return (
    <li>
      <Actions>
        <span>
          {member.waitlist_position !== null && `${member.waitlist_position}. `}
          {member.name} ({member.email})
        </span>
        {member.status === 'waitlisted' && (
          <Button
            type="button"
            $variant="secondary"
            aria-label={`Promote ${member.name}`}
            onClick={() => void act(() => promoteMember(batchId, member.student_id), `${member.name} has a seat.`)}
          >
            Promote
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button type="button" $variant="ghost" aria-label={`Remove ${member.name}`}>
              Remove
            </Button>
          }
          title={`Remove ${member.name} from this batch?`}
          description="Their seat or waitlist place is freed; their attendance so far stays."
          confirmLabel="Remove student"
          onConfirm={() => act(() => removeMember(batchId, member.student_id), `${member.name} removed.`)}
        />
      </Actions>
    </li>
  );
}

function AddStudent({ batch, onChanged }: { batch: AdminBatchDetail; onChanged: Replace }) {
  const [q, setQ] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { students, error } = useStudentSearch(q);
  const inBatch = new Set(batch.members.filter((m) => m.status !== 'removed').map((m) => m.student_id));
  const choices = students?.filter((student) => !inBatch.has(student.id));
  const add = async (studentId: number, name: string) => {
    setFailure(null);
    try {
      await onChanged(await addMember(batch.id, studentId));
      toast.success(`${name} added.`);
      setQ('');
    } catch (failed) {
      setFailure(errorMessage(failed));
    }
  };
  return (
    <>
      <TextField
        label="Find a student"
        type="search"
        hint="By name or e-mail; enrolled in the course."
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <FormError message={failure ?? (error ? errorMessage(error) : undefined)} />
      {q.trim() && choices && (
        <ul aria-label="Matching students">
          {choices.length === 0 && <li>No student matches.</li>}
          {choices.map((student) => (
            <li key={student.user_id}>
              <Actions>
                <span>
                  {student.name} ({student.email})
                </span>
                <Button type="button" $variant="secondary" aria-label={`Add ${student.name}`} onClick={() => void add(student.id, student.name)}>
                  Add
                </Button>
              </Actions>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function BatchMembers({ batch, onChanged }: { batch: AdminBatchDetail; onChanged: Replace }) {
  const [failure, setFailure] = useState<string | null>(null);
  const enrolled = batch.members.filter((m) => m.status === 'enrolled');
  const waitlist = batch.members.filter((m) => m.status === 'waitlisted').sort((a, b) => (a.waitlist_position ?? 0) - (b.waitlist_position ?? 0));
  const change: Replace = async (detail) => {
    setFailure(null);
    return onChanged(detail);
  };
  return (
    <Section aria-labelledby="members-heading">
      <h2 id="members-heading">
        Members ({batch.seats_taken}/{batch.seat_limit} seats)
      </h2>
      <FormError message={failure} />
      <h3 id="enrolled-heading">Enrolled</h3>
      {enrolled.length === 0 ? (
        <p>No one has a seat yet.</p>
      ) : (
        <ul aria-labelledby="enrolled-heading">
          {enrolled.map((member) => (
            <MemberRow key={member.student_id} batchId={batch.id} member={member} onChanged={change} onFailure={setFailure} />
          ))}
        </ul>
      )}
      <h3 id="waitlist-heading">Waitlist</h3>
      {waitlist.length === 0 ? (
        <p>No one is waiting.</p>
      ) : (
        <ol aria-labelledby="waitlist-heading" style={{ listStyle: 'none', paddingLeft: 0 }}>
          {waitlist.map((member) => (
            <MemberRow key={member.student_id} batchId={batch.id} member={member} onChanged={change} onFailure={setFailure} />
          ))}
        </ol>
      )}
      <h3>Add a student</h3>
      <AddStudent batch={batch} onChanged={change} />
    </Section>
  );
}
