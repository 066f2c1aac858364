// An ASSIGNMENT class's content in place of the video (decision 134): the instructions, the due
// day in India, the template, the newest version's status with the trainer's comment, the form
// for a new version while one may be sent, and every version. Loaded as its own chunk, only when
// an assignment class is opened, so the class viewer's video classes (its byte budget) carry none.
import { useEffect, useRef, type Ref } from 'react';
import { ASSIGNMENT_MESSAGES, type AssignmentResponse } from '@sap-academy/contracts/assignments';
import { formatIndiaDate } from 'mfe-shared/ui/format';
import { QueryState } from 'mfe-shared/ui/query-state';
import { useAssignment } from '../../api/get-assignment';
import { getAssignmentTemplateLink } from '../../api/get-assignment-template-link';
import { AssignmentSkeleton } from '../assignment-skeleton';
import { StoredFileItem } from '../stored-file-item';
import { AssignmentForm } from './assignment-form';
import { AssignmentHistory } from './assignment-history';
import { ASSIGNMENT_TEXTS, STATE_TEXTS, downloadTemplateLabel, dueText } from './assignment-texts';
import { Comment, FileList, Flag, Panel, Typed } from './assignment-styles';

/** Past the due day's end in India (`due_at`) while a submission may still be sent: it would be late. */
const isLate = (assignment: AssignmentResponse) => assignment.due_at !== null && assignment.can_submit && Date.now() >= Date.parse(assignment.due_at);

function Status({ assignment, headingRef }: { assignment: AssignmentResponse; headingRef: Ref<HTMLHeadingElement> }) {
  const latest = assignment.submissions[0];
  const { state } = assignment;
  return (
    <section aria-labelledby="assignment-status-title">
      <h3 id="assignment-status-title" ref={headingRef} tabIndex={-1}>
        {ASSIGNMENT_TEXTS.statusHeading}
      </h3>
      <p>
        <Flag $tone={state === 'accepted' ? 'good' : state === 'returned' ? 'bad' : 'plain'}>{STATE_TEXTS[state]}</Flag>
      </p>
      {state === 'submitted' && <p>{ASSIGNMENT_MESSAGES.underReview}</p>}
      {state === 'accepted' && <p>{ASSIGNMENT_MESSAGES.alreadyAccepted}</p>}
      {(state === 'returned' || state === 'accepted') && latest?.comment && (
        <figure style={{ margin: 0, display: 'grid', gap: '0.25rem' }}>
          <figcaption>{ASSIGNMENT_TEXTS.commentLabel}</figcaption>
          <Comment>{latest.comment}</Comment>
        </figure>
      )}
    </section>
  );
}

export default function AssignmentPanel({
  courseId,
  classId,
  completed,
  onAccepted,
}: {
  courseId: string;
  classId: number;
  /** The outline's tick for this class. */
  completed: boolean;
  /** An accepted version completed the class on the server: the outline and progress read it again. */
  onAccepted: () => void;
}) {
  const { data, error, mutate } = useAssignment(courseId, classId);
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const focusStatus = useRef(false);
  const told = useRef(false);
  const accepted = data?.state === 'accepted';

  // A trainer accepts elsewhere, so an outline read before it still shows the class open: once
  // the assignment says accepted, the outline is read again (once), as a passed quiz does.
  useEffect(() => {
    if (accepted && !completed && !told.current) {
      told.current = true;
      onAccepted();
    }
  }, [accepted, completed, onAccepted]);

  // After a submission the form is gone: the focus goes to the status that now says so.
  useEffect(() => {
    if (focusStatus.current && data?.state === 'submitted') {
      focusStatus.current = false;
      statusHeading.current?.focus();
    }
  }, [data?.state]);

  const submitted = () => {
    focusStatus.current = true;
    void mutate();
  };

  return (
    // The default error view (the API's detail and a Retry): the class's heading stays above it.
    <QueryState data={data} error={error} onRetry={() => void mutate()} skeleton={<AssignmentSkeleton />}>
      {(assignment) => (
        <Panel aria-labelledby="assignment-title">
          <h2 id="assignment-title">{ASSIGNMENT_TEXTS.heading}</h2>
          <section aria-labelledby="assignment-instructions-title">
            <h3 id="assignment-instructions-title">{ASSIGNMENT_TEXTS.instructionsHeading}</h3>
            <Typed>{assignment.instructions}</Typed>
            {assignment.due_date && (
              <p>
                <strong>{dueText(formatIndiaDate(assignment.due_date))}</strong>
                {isLate(assignment) && (
                  <>
                    {' · '}
                    <Flag $tone="bad">{ASSIGNMENT_TEXTS.late}</Flag>
                    <small> {ASSIGNMENT_TEXTS.lateHint}</small>
                  </>
                )}
              </p>
            )}
          </section>
          {assignment.template && (
            <section aria-labelledby="assignment-template-title">
              <h3 id="assignment-template-title">{ASSIGNMENT_TEXTS.templateHeading}</h3>
              <FileList>
                <StoredFileItem
                  file={assignment.template}
                  label={downloadTemplateLabel(assignment.template.name)}
                  getLink={() => getAssignmentTemplateLink(courseId, classId)}
                />
              </FileList>
            </section>
          )}
          <Status assignment={assignment} headingRef={statusHeading} />
          {assignment.can_submit && (
            <AssignmentForm
              courseId={courseId}
              classId={classId}
              maxFiles={assignment.max_files}
              resubmit={assignment.state === 'returned'}
              onSubmitted={submitted}
              onConflict={() => void mutate()}
            />
          )}
          <AssignmentHistory submissions={assignment.submissions} courseId={courseId} classId={classId} />
        </Panel>
      )}
    </QueryState>
  );
}
