// /admin/reviews/:submissionId: one version of a student's assignment (decision 134) — the
// instructions and due moment, the student's answer (line breaks kept) and files (downloaded
// through the short-lived signed links the payload carries), the earlier versions with the
// comments they got, and the decision. A decision sent goes back to the queue.
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { apiUrl, theme, toast } from 'mfe-shared';
import type { ReviewDetail, ReviewDecision } from 'mfe-shared/contracts/admin';
import { Card } from 'mfe-shared/ui/card';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Screen, Section } from '../../components/page';
import { screens } from '../../config/paths';
import { formatDateTime } from '../../lib/india-time';
import { formatFileSize } from '../../lib/file-size';
import { useReview } from './api/get-review';
import { sendReviewDecision } from './api/send-review-decision';
import { DecisionForm } from './decision-form';

export const STATUS_WORDS = { submitted: 'Waiting for review', accepted: 'Accepted', returned: 'Returned with changes' } as const;
const DECISION_SENT: Record<ReviewDecision, string> = { accepted: 'Submission accepted.', returned: 'Submission returned with your comment.' };

// Students' and reviewers' text keeps its line breaks; a long unbroken word (a URL) wraps.
const Text = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
const Files = styled.ul`
  padding-left: 1.25rem;
  li { overflow-wrap: anywhere; margin: 0.25rem 0; }
  small { color: ${theme.color.muted}; }
`;
const Version = styled(Card)`
  margin: 1rem 0;
  h3 { margin-top: 0; font-size: 1.05rem; }
`;

type Submission = ReviewDetail['submission'];

function SubmissionFiles({ files }: { files: Submission['files'] }) {
  if (files.length === 0) return <p>No files.</p>;
  return (
    <Files aria-label="Files">
      {files.map((file) => (
        <li key={file.id}>
          {/* The signed link answers with Content-Disposition: attachment (decision 131). */}
          <a href={apiUrl(file.url)} rel="noopener" download={file.name} aria-label={`Download ${file.name}`}>
            {file.name}
          </a>{' '}
          <small>({formatFileSize(file.size_bytes)})</small>
        </li>
      ))}
    </Files>
  );
}

function Answer({ submission }: { submission: Submission }) {
  return (
    <>
      {submission.text ? <Text>{submission.text}</Text> : <p>No written answer.</p>}
      <SubmissionFiles files={submission.files} />
    </>
  );
}

function EarlierVersion({ version }: { version: Submission }) {
  return (
    <Version as="article" $tone="tinted" aria-labelledby={`version-${version.id}`}>
      <h3 id={`version-${version.id}`}>Version {version.number}</h3>
      <Facts>
        <dt>Submitted</dt>
        <dd>
          {formatDateTime(version.submitted_at)}
          {version.late ? ' (late)' : ''}
        </dd>
        <dt>Status</dt>
        <dd>{STATUS_WORDS[version.status]}</dd>
        {version.reviewer && (
          <>
            <dt>Reviewed by</dt>
            <dd>
              {version.reviewer.name}, {formatDateTime(version.reviewed_at)}
            </dd>
          </>
        )}
        <dt>Comment</dt>
        <dd>{version.comment ? <Text>{version.comment}</Text> : '—'}</dd>
      </Facts>
      <Answer submission={version} />
    </Version>
  );
}

function Review({ review, onDecide }: { review: ReviewDetail; onDecide: (body: { decision: ReviewDecision; comment: string }) => Promise<unknown> }) {
  const { submission } = review;
  const earlier = review.history.filter((version) => version.id !== submission.id);
  return (
    <>
      <Facts>
        <dt>Student</dt>
        <dd>
          {review.student.name} ({review.student.email})
        </dd>
        <dt>Course</dt>
        <dd>{review.course.title}</dd>
        <dt>Version</dt>
        <dd>{submission.number}</dd>
        <dt>Submitted</dt>
        <dd>
          {formatDateTime(submission.submitted_at)}
          {submission.late ? ' (late)' : ''}
        </dd>
        <dt>Due</dt>
        <dd>{review.due_at ? formatDateTime(review.due_at) : 'No due date'}</dd>
        <dt>Status</dt>
        <dd>{STATUS_WORDS[submission.status]}</dd>
      </Facts>
      <Section aria-labelledby="review-instructions-heading">
        <h2 id="review-instructions-heading">Instructions</h2>
        <Text>{review.instructions}</Text>
      </Section>
      <Section aria-labelledby="review-answer-heading">
        <h2 id="review-answer-heading">The student&apos;s answer</h2>
        <Answer submission={submission} />
      </Section>
      <Section aria-labelledby="review-decision-heading">
        <h2 id="review-decision-heading">Decision</h2>
        {submission.status === 'submitted' ? (
          <DecisionForm onSend={onDecide} />
        ) : (
          <>
            <p>
              {STATUS_WORDS[submission.status]}
              {submission.reviewer ? ` by ${submission.reviewer.name}, ${formatDateTime(submission.reviewed_at)}` : ''}.
            </p>
            {submission.comment && <Text>{submission.comment}</Text>}
          </>
        )}
      </Section>
      <Section aria-labelledby="review-history-heading">
        <h2 id="review-history-heading">Earlier versions</h2>
        {earlier.length === 0 ? <p>This is the first version.</p> : earlier.map((version) => <EarlierVersion key={version.id} version={version} />)}
      </Section>
    </>
  );
}

export function ReviewPage() {
  const params = useParams();
  const submissionId = Number(params.submissionId);
  const navigate = useNavigate();
  const { data, error, mutate } = useReview(submissionId);
  const decide = async (body: { decision: ReviewDecision; comment: string }) => {
    await sendReviewDecision(submissionId, body);
    toast.success(DECISION_SENT[body.decision]);
    await navigate(screens.reviews);
  };
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {(review) => (
        <Screen title={`Review: ${review.class.title}`} actions={<Link to={screens.reviews}>All reviews</Link>}>
          <Review review={review} onDecide={decide} />
        </Screen>
      )}
    </QueryState>
  );
}
