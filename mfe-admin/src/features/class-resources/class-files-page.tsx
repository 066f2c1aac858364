// /admin/courses/:courseId/classes/:classId/files: the files a class carries (decision 131),
// reached from the class in the course's outline. Lazily loaded: most visits never open it.
import { ClassScreen } from '../courses';
import { ResourcesPanel } from './resources-panel';

export function ClassFilesPage() {
  return <ClassScreen what="Files">{(_item, { courseId, classId }) => <ResourcesPanel courseId={courseId} classId={classId} />}</ClassScreen>;
}
