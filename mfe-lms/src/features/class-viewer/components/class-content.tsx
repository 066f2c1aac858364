// §2 main area: the active class's title, description and, for a YOUTUBE file (the one
// flagged is_original, else the first — §4), the video; a QUIZ class shows its quiz instead
// (decision 130) and an ASSIGNMENT class its assignment (decision 134), each a chunk of its own
// loaded only then. Under any of them, the class's files (decision 131). Beyond the spec: 'Mark
// as complete', which a quiz class earns by a pass and an assignment by a trainer's acceptance.
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Button, theme } from 'mfe-shared';
import type { ClassFile } from 'mfe-shared';
import { ASSIGNMENT_MESSAGES } from '@sap-academy/contracts/assignment-messages';
import { ASSIGNMENT_CLASS_TYPE, QUIZ_CLASS_TYPE, YOUTUBE_FILE_TYPE } from '@sap-academy/contracts/courses';
import { QUIZ_MESSAGES } from '@sap-academy/contracts/quiz-messages';
import { MARK_COMPLETE } from '../../../config/texts';
import { QueryState } from 'mfe-shared/ui/query-state';
import { portalErrorView } from '../../../components/error-view';
import { youtubeId } from '../hooks/youtube';
import { VideoFacade } from './video-facade';
import { Bone, SkeletonStatus } from '../../../components/skeleton';
import { useClassDetail } from '../api/get-class-detail';
import { ClassResources } from './class-resources';
import { QuizSkeleton } from './quiz-skeleton';
import { AssignmentSkeleton } from './assignment-skeleton';

const QuizPanel = lazy(() => import('./quiz/quiz-panel'));
const AssignmentPanel = lazy(() => import('./assignment/assignment-panel'));

const Article = styled.article`
  display: grid;
  gap: 1rem;
  h1 { margin: 0; }
  p { color: ${theme.color.muted}; white-space: pre-line; }
`;
const Done = styled.p`color: ${theme.color.success} !important; font-weight: 600;`;

export function pickVideoFile(files: ClassFile[]): ClassFile | undefined {
  return files.find((file) => file.is_original) ?? files[0];
}

export const CLASS_SKELETON_LABEL = 'Loading the class';

/**
 * The class's outline while its details arrive: title, 16:9 video, description and the button,
 * so the lesson steps below it do not jump down when the class shows (a layout shift).
 */
function ClassContentSkeleton() {
  return (
    <SkeletonStatus label={CLASS_SKELETON_LABEL}>
      <Article as="div">
        <Bone $height="2.5rem" $width="70%" />
        <Bone $ratio="16 / 9" />
        <Bone $height="1rem" />
        <Bone $height="1rem" $width="80%" />
        <Bone $height="2.5rem" $width="11rem" />
      </Article>
    </SkeletonStatus>
  );
}

export function ClassContent({
  courseId,
  classId,
  completed,
  onComplete,
  onQuizPassed,
}: {
  courseId: string;
  classId: number;
  completed: boolean;
  onComplete: (classId: number) => void;
  /** A passed quiz or an accepted assignment completed the class on the server: the outline and progress read it again. */
  onQuizPassed: () => void;
}) {
  const { data, error, isLoading, mutate } = useClassDetail(courseId, classId);
  return (
    <QueryState renderError={portalErrorView} isLoading={isLoading} error={error} onRetry={() => void mutate()} skeleton={<ClassContentSkeleton />}>
      {() => {
        if (!data) return null;
        const file = pickVideoFile(data.files);
        const quiz = data.class.online_class_type === QUIZ_CLASS_TYPE;
        const assignment = data.class.online_class_type === ASSIGNMENT_CLASS_TYPE;
        const videoId = !quiz && !assignment && file?.online_class_file_type === YOUTUBE_FILE_TYPE ? youtubeId(file.url) : null;
        const passed = () => {
          void mutate();
          onQuizPassed();
        };
        return (
          <Article aria-labelledby="class-title">
            <h1 id="class-title">{data.class.title}</h1>
            {videoId && <VideoFacade key={videoId} videoId={videoId} title={data.class.title} onEnded={() => onComplete(classId)} />}
            {data.class.description && <p>{data.class.description}</p>}
            {quiz && (
              <Suspense fallback={<QuizSkeleton />}>
                <QuizPanel key={classId} courseId={courseId} classId={classId} onPassed={passed} />
              </Suspense>
            )}
            {assignment && (
              <Suspense fallback={<AssignmentSkeleton />}>
                <AssignmentPanel key={classId} courseId={courseId} classId={classId} completed={completed} onAccepted={passed} />
              </Suspense>
            )}
            <ClassResources resources={data.resources} courseId={courseId} classId={classId} />
            {completed ? (
              <Done role="status">Completed</Done>
            ) : quiz ? (
              <p>{QUIZ_MESSAGES.passToComplete}</p>
            ) : assignment ? (
              <p>{ASSIGNMENT_MESSAGES.acceptToComplete}</p>
            ) : (
              <div>
                <Button type="button" onClick={() => onComplete(classId)}>
                  {MARK_COMPLETE}
                </Button>
              </div>
            )}
          </Article>
        );
      }}
    </QueryState>
  );
}
