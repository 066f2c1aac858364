// The class screens (quiz, assignment, files; class-screen.tsx) name the class they edit from the course's outline, and say so
// when the address names a class the course does not have (a removed class, an edited URL).
import type { ReactNode } from 'react';
import type { AdminCourseDetail } from 'mfe-shared/contracts/admin';
import { Screen } from '../../components/page';

export type OutlineClass = AdminCourseDetail['sections'][number]['classes'][number];

export function findClass(course: AdminCourseDetail, classId: number): OutlineClass | undefined {
  return course.sections.flatMap((section) => section.classes).find((item) => item.id === classId);
}

export const CLASS_NOT_IN_COURSE = 'This course has no such class. It may have been removed from the outline.';

export function ClassNotInCourse({ back }: { back: ReactNode }) {
  return (
    <Screen title="Class not found" actions={back}>
      <p>{CLASS_NOT_IN_COURSE}</p>
    </Screen>
  );
}
