// The way to a course's trainers (decision 133): an admin's screen, so only an admin sees the link.
import { Link } from 'react-router-dom';
import { useAuthStore } from 'mfe-shared';
import { ENTITY_READERS } from 'mfe-shared/contracts/admin';
import { screens } from '../../config/paths';
import { staffRole } from '../auth';

export function CourseTrainersLink({ courseId }: { courseId: number }) {
  const role = useAuthStore((state) => staffRole(state.user));
  // Course trainers are read and changed by who reads staff accounts (the API's route config).
  if (!role || !(ENTITY_READERS.staff as readonly string[]).includes(role)) return null;
  return (
    <p>
      <Link to={screens.courseTrainers(courseId)}>Trainers</Link> review this course&apos;s assignments.
    </p>
  );
}
