// The frame every class screen shares (quiz, assignment, files): the course read from the address,
// the class found in its outline, the screen titled "<what>: <class title>" with a way back to the
// course, and "Class not found" for a class the course does not have.
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Screen } from '../../components/page';
import { screens } from '../../config/paths';
import { useCourse } from './api/get-course';
import { ClassNotInCourse, findClass, type OutlineClass } from './class-of-course';

interface ClassScreenProps {
  /** The screen's title before the class's: "Quiz", "Assignment", "Files". */
  what: string;
  children: (item: OutlineClass, ids: { courseId: number; classId: number }) => ReactNode;
}

export function ClassScreen({ what, children }: ClassScreenProps) {
  const params = useParams();
  const courseId = Number(params.courseId);
  const classId = Number(params.classId);
  const { data, error, mutate } = useCourse(courseId);
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {(course) => {
        const item = findClass(course, classId);
        const back = <Link to={screens.course(courseId)}>Back to {course.course_title}</Link>;
        if (!item) return <ClassNotInCourse back={back} />;
        return (
          <Screen title={`${what}: ${item.title}`} actions={back}>
            {children(item, { courseId, classId })}
          </Screen>
        );
      }}
    </QueryState>
  );
}
