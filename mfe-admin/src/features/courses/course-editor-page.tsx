// /admin/courses/new and /admin/courses/:id: the course's fields, its outline, its certificate
// rules, publishing, archive/restore or delete, and its change history.
import { Link, useNavigate, useParams } from 'react-router-dom';
import { lazy, Suspense, useState } from 'react';
import { Button, errorMessage, LOADING_TEXT, toast } from 'mfe-shared';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { Actions, Screen, Section } from '../../components/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { StaleNotice } from '../../components/stale-notice';
import { StatusBadge } from '../../components/status-badge';
import { screens } from '../../config/paths';
import { isConflict, toastError } from '../../lib/api';
import { CourseForm } from './course-form';
import { courseToForm, EMPTY_COURSE } from './course-form-schema';
import { ARCHIVE_CONFIRM_LABEL, ARCHIVE_EXPLANATION, archiveTitle, enrolledSentence } from './archive-copy';
import { CourseTrainersLink } from './course-trainers-link';
import { OutlineEditor } from './outline-editor';
import { outlineToForm } from './outline-schema';
import type { AdminCourseDetail, CourseInput, CourseOutlineUpdate } from 'mfe-shared/contracts/admin';
import { AuditHistory } from '../audit';
import { changeCourseStatus } from './api/change-course-status';
import { createCourse } from './api/create-course';
import { deleteCourse } from './api/delete-course';
import { useCourse } from './api/get-course';
import { updateCourse } from './api/update-course';
import { updateCourseOutline } from './api/update-course-outline';
import { useFormGeneration } from '../../lib/use-form-generation';

// The certificate rules are set once per course, rarely: their form loads in its own chunk, so the
// course list and the editor's first paint do not carry it.
const CompletionRulesPanel = lazy(() => import('./completion-rules-panel').then((module) => ({ default: module.CompletionRulesPanel })));

/** The course's QUIZ classes, in outline order: the candidates for its final quiz. */
const quizClasses = (course: AdminCourseDetail) =>
  course.sections.flatMap((section) => section.classes.filter((item) => item.online_class_type === 'QUIZ').map(({ id, title }) => ({ id, title })));

function NewCourse() {
  const navigate = useNavigate();
  const create = async (input: CourseInput) => {
    const course = await createCourse(input);
    await navigate(screens.course(course.id));
    return course;
  };
  return (
    <Screen title="New course" actions={<Link to={screens.courses}>All courses</Link>}>
      <CourseForm defaults={EMPTY_COURSE} onSave={create} />
    </Screen>
  );
}

type Action = 'publish' | 'unpublish' | 'archive' | 'restore';
const ACTION_DONE: Record<Action, string> = {
  publish: 'Course published.',
  unpublish: 'Course unpublished.',
  archive: 'Course archived.',
  restore: 'Course restored.',
};

function CourseStatusActions({ course, onChanged }: { course: AdminCourseDetail; onChanged: () => Promise<void> }) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const run = async (action: Action) => {
    setMessage(null);
    try {
      await changeCourseStatus(course.id, action, course.version);
      toast.success(ACTION_DONE[action]);
      await onChanged();
    } catch (error) {
      if (isConflict(error)) setMessage(errorMessage(error));
      else toastError(error);
    }
  };
  const remove = async () => {
    setMessage(null);
    try {
      await deleteCourse(course.id, course.version);
      toast.success('Course deleted.');
      await navigate(screens.courses);
    } catch (error) {
      // 409: students are enrolled (archive instead) or the version moved on.
      if (isConflict(error)) setMessage(errorMessage(error));
      else toastError(error);
    }
  };
  return (
    <>
      <Actions>
        <span>
          Status: <StatusBadge status={course.status} />
        </span>
        {!course.archived &&
          (course.published ? (
            <Button type="button" $variant="secondary" onClick={() => void run('unpublish')}>
              Unpublish
            </Button>
          ) : (
            <Button type="button" onClick={() => void run('publish')}>
              Publish
            </Button>
          ))}
        {course.archived ? (
          <Button type="button" $variant="secondary" onClick={() => void run('restore')}>
            Restore
          </Button>
        ) : (
          <ConfirmDialog
            trigger={
              <Button type="button" $variant="secondary">
                Archive
              </Button>
            }
            title={archiveTitle(course.course_title)}
            description={
              <>
                <strong>{enrolledSentence(course.enrolled_count)}</strong> {ARCHIVE_EXPLANATION}
              </>
            }
            confirmLabel={ARCHIVE_CONFIRM_LABEL}
            confirmVariant="primary"
            onConfirm={() => run('archive')}
          />
        )}
        <ConfirmDialog
          trigger={
            <Button type="button" $variant="destructive">
              Delete
            </Button>
          }
          title={`Delete ${course.course_title}?`}
          description="The course, its sections and classes go for good. A course with enrolled students cannot be deleted: archive it instead."
          confirmLabel="Delete course"
          onConfirm={remove}
        />
      </Actions>
      <StaleNotice
        message={message}
        onReload={() => {
          setMessage(null);
          void onChanged();
        }}
      />
    </>
  );
}

function EditCourse({ id }: { id: number }) {
  const { data, error, mutate } = useCourse(id);
  const { generation, reload } = useFormGeneration(mutate);
  const save = async (input: CourseInput) => {
    const course = await updateCourse(id, input, data?.version);
    await mutate();
    return course;
  };
  const saveOutline = async (body: CourseOutlineUpdate) => {
    await updateCourseOutline(id, body);
    await reload();
  };
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {(course) => (
        <Screen title={course.course_title} actions={<Link to={screens.courses}>All courses</Link>}>
          <CourseStatusActions course={course} onChanged={reload} />
          <CourseTrainersLink courseId={course.id} />
          <Section aria-labelledby="course-details-heading">
            <h2 id="course-details-heading">Details</h2>
            <CourseForm key={`form-${generation}`} defaults={courseToForm(course)} onSave={save} onReload={reload} />
          </Section>
          <Section aria-labelledby="course-outline-heading">
            <h2 id="course-outline-heading">Sections and classes</h2>
            <OutlineEditor
              key={`outline-${generation}`}
              courseId={course.id}
              defaults={outlineToForm(course)}
              version={course.version}
              onSave={saveOutline}
              onReload={reload}
            />
          </Section>
          <Section aria-labelledby="course-certificate-heading">
            <h2 id="course-certificate-heading">Certificate rules</h2>
            <Suspense fallback={<p role="status">{LOADING_TEXT}</p>}>
              <CompletionRulesPanel courseId={course.id} quizzes={quizClasses(course)} />
            </Suspense>
          </Section>
          <Section aria-labelledby="course-history-heading">
            <h2 id="course-history-heading">History</h2>
            <AuditHistory entity="course" entityId={course.id} version={course.version} />
          </Section>
        </Screen>
      )}
    </QueryState>
  );
}

export function CourseEditorPage() {
  const { courseId } = useParams();
  if (!courseId) return <NewCourse />;
  return <EditCourse key={courseId} id={Number(courseId)} />;
}
