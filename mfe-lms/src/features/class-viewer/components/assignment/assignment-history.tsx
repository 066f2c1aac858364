// Every version the student submitted, newest first (decision 134): when (India time), its status,
// whether it was late, the answer, the trainer's comment, and each file with its own Download.
import type { Submission } from '@sap-academy/contracts/assignments';
import { formatIndiaDateTime } from 'mfe-shared/ui/format';
import { getSubmissionFileLink } from '../../api/get-submission-file-link';
import { StoredFileItem } from '../stored-file-item';
import { ASSIGNMENT_TEXTS, STATE_TEXTS, downloadVersionFileLabel, submittedText, versionLabel } from './assignment-texts';
import { Comment, FileList, Flag, Typed, Versions } from './assignment-styles';

const tone = (status: Submission['status']) => (status === 'accepted' ? 'good' : status === 'returned' ? 'bad' : 'plain');

function Version({ submission, courseId, classId }: { submission: Submission; courseId: string; classId: number }) {
  const title = `assignment-version-${submission.id}`;
  return (
    <li aria-labelledby={title}>
      <h4 id={title}>{versionLabel(submission.number)}</h4>
      <p>
        <Flag $tone={tone(submission.status)}>{STATE_TEXTS[submission.status]}</Flag>
        {submission.late && (
          <>
            {' · '}
            <Flag $tone="bad">{ASSIGNMENT_TEXTS.late}</Flag>
          </>
        )}{' '}
        · <small>{submittedText(formatIndiaDateTime(submission.submitted_at))}</small>
      </p>
      {submission.text && (
        <>
          <small>{ASSIGNMENT_TEXTS.yourAnswer}</small>
          <Typed>{submission.text}</Typed>
        </>
      )}
      {submission.comment && (
        <>
          <small>{ASSIGNMENT_TEXTS.commentLabel}</small>
          <Comment>{submission.comment}</Comment>
        </>
      )}
      {submission.files.length > 0 && (
        <FileList>
          {submission.files.map((file) => (
            <StoredFileItem
              key={file.id}
              file={file}
              label={downloadVersionFileLabel(file.name, submission.number)}
              getLink={() => getSubmissionFileLink(courseId, classId, submission.id, file.id)}
            />
          ))}
        </FileList>
      )}
    </li>
  );
}

export function AssignmentHistory({ submissions, courseId, classId }: { submissions: Submission[]; courseId: string; classId: number }) {
  return (
    <section aria-labelledby="assignment-history-title">
      <h3 id="assignment-history-title">{ASSIGNMENT_TEXTS.historyHeading}</h3>
      {submissions.length ? (
        <Versions>
          {submissions.map((submission) => (
            <Version key={submission.id} submission={submission} courseId={courseId} classId={classId} />
          ))}
        </Versions>
      ) : (
        <p>{ASSIGNMENT_TEXTS.noVersions}</p>
      )}
    </section>
  );
}
