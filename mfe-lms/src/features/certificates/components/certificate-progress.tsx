// The course page's Certificate section for an enrolled student (decision 135): how far they are
// towards the course's certificate (classes complete, the final quiz's pass mark and their best
// score), then, once issued, where to find it. Asked only when enrolled: the caller renders it
// only then, so a student who is just looking at the course costs no request.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import type { CertificateProgress as Progress } from '@sap-academy/contracts/certificates';
import { Card } from 'mfe-shared/ui/card';
import { QueryState } from 'mfe-shared/ui/query-state';
import { lmsPaths } from '../../../config/paths';
import {
  CERTIFICATE_ISSUED,
  CERTIFICATE_SECTION_HEADING,
  classesComplete,
  FINAL_QUIZ_PASSED,
  finalQuizBest,
  finalQuizRequirement,
  MY_CERTIFICATES_LINK,
  VERIFICATION_PAGE,
} from '../certificate-texts';
import { useCertificateProgress } from '../api/get-certificate-progress';

const Box = styled(Card)`
  h2 { font-size: 1.1rem; margin: 0; }
  p { margin: 0; }
  a { color: ${theme.color.brand}; font-weight: 600; }
`;

function Facts({ progress }: { progress: Progress }) {
  if (progress.certificate_id) {
    return (
      <>
        <p>{CERTIFICATE_ISSUED}</p>
        <p>
          <Link to={lmsPaths.certificates}>{MY_CERTIFICATES_LINK}</Link> ·{' '}
          <a href={`/certificates/${encodeURIComponent(progress.certificate_id)}`}>{VERIFICATION_PAGE}</a>
        </p>
      </>
    );
  }
  const quiz = progress.final_quiz;
  return (
    <>
      {progress.require_all_classes && <p>{classesComplete(progress.classes_completed, progress.classes_total)}</p>}
      {quiz && (
        <p>
          {finalQuizRequirement(quiz.pass_mark)}. {quiz.passed ? FINAL_QUIZ_PASSED : finalQuizBest(quiz.best_percent)}
        </p>
      )}
    </>
  );
}

export function CertificateProgress({ courseId }: { courseId: number }) {
  const { data, error, mutate } = useCertificateProgress();
  const progress = data?.results.find((entry) => entry.course_id === courseId);
  // The answer lists every enrolment; one that is not there yet (just joined) shows nothing.
  if (data && !progress) return null;
  return (
    <Box aria-labelledby="certificate-progress-heading">
      <h2 id="certificate-progress-heading">{CERTIFICATE_SECTION_HEADING}</h2>
      <QueryState data={progress} error={error} onRetry={() => void mutate()}>
        {(entry) => <Facts progress={entry} />}
      </QueryState>
    </Box>
  );
}
