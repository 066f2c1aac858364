// §2 Class viewer. The active class resets whenever a course's data loads (§4): to the class
// the student opened last (resume, beyond the spec) or else the first class of the first
// section. Switching classes fetches only that class; the outline is not refetched.
import { useCallback, useMemo, useState } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, MOBILE_BREAKPOINT_PX, theme, useInvalidateTags } from 'mfe-shared';
import type { ContinueCourseResponse } from 'mfe-shared';
import { initialClassId, PROGRESS_STATUS } from '@sap-academy/contracts/courses';
import { PageHead } from '../../../components/page-head';
import { NEXT_LESSON, PREVIOUS_LESSON } from '../../../config/texts';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../config/constants';
import { handleApiError } from '../../../lib/handle-api-error';
import { QueryState } from 'mfe-shared/ui/query-state';
import { portalErrorView } from '../../../components/error-view';
import { ClassViewerSkeleton } from './class-viewer-skeleton';
import { Shell, ViewerMain as Main } from './viewer-shell';
import { useContinueCourse } from '../api/get-course-progress';
import { saveProgress } from '../api/save-progress';
import { useSidebarState } from '../hooks/use-sidebar-state';
import { ClassContent } from './class-content';
import { ClassList } from './class-list';
import { CourseSidebar } from './course-sidebar';
import { ProgressBar } from './progress-bar';
import { useMyBatches } from '../../batches';
import { courseRecordings, RecordingContent, RecordingList } from './session-recordings';

// Within the header's own width, centred as the header is: a full-bleed viewer left the
// header's logo floating inset above a sidebar that started at the window's edge.
const Bar = styled.div`
  display: flex; align-items: center; gap: 0.75rem; flex-wrap: wrap;
  border-bottom: 1px solid ${theme.color.border}; padding-bottom: 0.75rem;
  p { margin: 0; font-weight: 700; font-size: 1.1rem; }
  /* On a narrow screen the course title has a line of its own, so the bar's height does not
     depend on the toggle's label: a page the server rendered (decision 031) says "Collapse
     sidebar" until the browser knows the width and says "Classes", and the class below must
     not move when it does (CLS 0.07 measured before this rule). */
  @media (max-width: ${MOBILE_BREAKPOINT_PX - 1}px) {
    p { flex-basis: 100%; }
  }
`;

const Steps = styled.nav`
  display: flex; justify-content: space-between; gap: 0.75rem; flex-wrap: wrap;
  border-top: 1px solid ${theme.color.border}; padding-top: 1rem;
  button { display: grid; gap: 0.125rem; text-align: left; max-width: 100%; }
  button:last-child { margin-left: auto; text-align: right; }
  small { font-weight: 400; opacity: 0.85; }
`;

type Lesson = ContinueCourseResponse['classes'][number]['classes'][number];

/** The classes in outline order, across sections: what previous / next walk. */
export function lessonOrder(data: ContinueCourseResponse): Lesson[] {
  return data.classes.flatMap((s) => s.classes);
}

function withProgress(data: ContinueCourseResponse, classId: number, status: 0 | 1 | 2, progress: ContinueCourseResponse['progress']) {
  return {
    ...data,
    progress,
    classes: data.classes.map((s) => ({
      ...s,
      classes: s.classes.map((c) => (c.id === classId ? { ...c, progress_status: status } : c)),
    })),
  };
}

function Viewer({ data, courseId, mutate }: { data: ContinueCourseResponse; courseId: string; mutate: ReturnType<typeof useContinueCourse>['mutate'] }) {
  const sidebar = useSidebarState();
  const [activeId, setActiveId] = useState<number | null>(() => initialClassId(data));
  // A recording shown in place of the class; choosing a class again leaves it.
  const [recordingId, setRecordingId] = useState<number | null>(null);
  const myBatches = useMyBatches();
  const recordings = useMemo(() => courseRecordings(myBatches.data, data.course.id), [myBatches.data, data.course.id]);
  const recording = recordings.find((r) => r.id === recordingId);

  const lessons = useMemo(() => lessonOrder(data), [data]);
  const position = lessons.findIndex((lesson) => lesson.id === activeId);
  const active = lessons[position];
  const previous = position > 0 ? lessons[position - 1] : undefined;
  const next = position >= 0 ? lessons[position + 1] : undefined;

  const statusOf = useMemo(() => new Map(data.classes.flatMap((s) => s.classes).map((c) => [c.id, c.progress_status])), [data]);

  // A completed class or a passed quiz may meet the certificate's rules (decision 135): the
  // course page's progress and My certificates are asked again, the outline is not.
  const invalidate = useInvalidateTags();
  const record = useCallback(
    async (classId: number, status: 1 | 2) => {
      try {
        const saved = await saveProgress(courseId, classId, status);
        await mutate((current) => current && withProgress(current, saved.class_id, saved.progress_status, saved.progress), { revalidate: false });
        if (status === PROGRESS_STATUS.completed) void invalidate(['Certificates']);
      } catch (error) {
        handleApiError(error);
      }
    },
    [courseId, mutate, invalidate],
  );

  const select = (classId: number) => {
    setActiveId(classId);
    setRecordingId(null);
    sidebar.setSheetOpen(false);
    if (statusOf.get(classId) === PROGRESS_STATUS.notStarted) void record(classId, 1);
  };

  return (
    <Shell>
      <PageHead
        parts={recording ? [recording.title, data.course.course_title] : active ? [active.title, data.course.course_title] : [data.course.course_title]}
      />
      <CourseSidebar
        isMobile={sidebar.isMobile}
        open={sidebar.open}
        sheetOpen={sidebar.sheetOpen}
        onSheetOpenChange={sidebar.setSheetOpen}
        title={data.course.course_title}
      >
        {(compact) => (
          <>
            <ClassList sections={data.classes} activeId={recording ? null : activeId} onSelect={select} compact={compact} />
            {!compact && (
              <RecordingList
                recordings={recordings}
                activeId={recording?.id ?? null}
                onSelect={(sessionId) => {
                  setRecordingId(sessionId);
                  sidebar.setSheetOpen(false);
                }}
              />
            )}
          </>
        )}
      </CourseSidebar>
      <Main id="main">
        <Bar>
          <Button
            type="button"
            $variant="secondary"
            onClick={sidebar.toggle}
            aria-keyshortcuts="Control+B Meta+B"
            aria-expanded={sidebar.isMobile ? sidebar.sheetOpen : sidebar.open}
          >
            {sidebar.isMobile ? 'Classes' : sidebar.open ? 'Collapse sidebar' : 'Expand sidebar'}
          </Button>
          <p>{data.course.course_title}</p>
          <ProgressBar progress={data.progress} />
        </Bar>
        {recording && <RecordingContent recording={recording} />}
        {!recording && activeId && (
          <ClassContent
            courseId={courseId}
            classId={activeId}
            completed={statusOf.get(activeId) === PROGRESS_STATUS.completed}
            onComplete={(id) => void record(id, 2)}
            onQuizPassed={() => {
              void mutate();
              void invalidate(['Certificates']);
            }}
          />
        )}
        {!recording && active && (
          <Steps aria-label="Lessons">
            {/* Disabled, not removed, at either end: the pair keeps its place and says why. */}
            <Button
              type="button"
              $variant="secondary"
              disabled={!previous}
              aria-label={previous ? `${PREVIOUS_LESSON}: ${previous.title}` : PREVIOUS_LESSON}
              onClick={() => previous && select(previous.id)}
            >
              <span aria-hidden="true">← {PREVIOUS_LESSON}</span>
              {previous && <small aria-hidden="true">{previous.title}</small>}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={!next}
              aria-label={next ? `${NEXT_LESSON}: ${next.title}` : NEXT_LESSON}
              onClick={() => next && select(next.id)}
            >
              <span aria-hidden="true">{NEXT_LESSON} →</span>
              {next && <small aria-hidden="true">{next.title}</small>}
            </Button>
          </Steps>
        )}
      </Main>
    </Shell>
  );
}

export function ClassViewerPage() {
  const { courseId, courseStudentId } = useParams();
  const { data, error, isLoading, mutate } = useContinueCourse(courseId, courseStudentId);
  // Keyed by the course loaded: a newly loaded course starts its viewer afresh (the active
  // class resets, §4); a progress update keeps it.
  // §4's tooltip timing (700 ms, skip 300 ms); the sidebar's list sets its own 0 ms. The only
  // tooltips are here, so the library loads with this page alone.
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <QueryState renderError={portalErrorView} isLoading={isLoading} error={error} onRetry={() => void mutate()} skeleton={<ClassViewerSkeleton />}>
        {() => data && courseId && <Viewer key={`${data.course.id}:${data.course_student.id}`} data={data} courseId={courseId} mutate={mutate} />}
      </QueryState>
    </Tooltip.Provider>
  );
}
