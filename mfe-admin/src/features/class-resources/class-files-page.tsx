// /admin/courses/:courseId/classes/:classId/files: the files a class carries (decision 131),
// reached from the class in the course's outline. Lazily loaded: most visits never open it.
import { Link, useParams } from 'react-router-dom';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Screen } from '../../components/page';
import { screens } from '../../config/paths';
import { ClassNotInCourse, findClass, useCourse } from '../courses';
import { ResourcesPanel } from './resources-panel';

export function ClassFilesPage() {
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
          <Screen title={`Files: ${item.title}`} actions={back}>
            <ResourcesPanel courseId={courseId} classId={classId} />
          </Screen>
        );
      }}
    </QueryState>
  );
}
