// The course page's data: the page server's answer (usePageData, decision 208) when it rendered
// this page, else the browser's own request, loaded on demand with its schema. The server's
// answer is checked by outline only, as the page server checks it: parsing it with zod would put
// the contracts and zod on every course page's first load (decision 209's amendment measured
// +36 % for that), and the API that sent it validated it against the contract.
import { useEffect, useState } from 'react';
import { ApiError, usePageData } from 'mfe-shared';
import type { PublicCoursePage } from 'mfe-shared/contracts';

export type CourseAnswer = { status: 'found'; course: PublicCoursePage } | { status: 'not-found' } | { status: 'unavailable' } | { status: 'loading' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function isCoursePage(value: unknown): value is PublicCoursePage {
  if (!isRecord(value) || typeof value.id !== 'number' || typeof value.price !== 'number' || typeof value.course_title !== 'string') return false;
  if (!isRecord(value.includes) || !Array.isArray(value.batches) || !Array.isArray(value.faq)) return false;
  return Array.isArray(value.sections) && value.sections.every((s) => isRecord(s) && Array.isArray(s.classes));
}

export function useCourseAnswer(pathname: string, slug: string): CourseAnswer {
  const fromServer = usePageData(pathname);
  const [fetched, setFetched] = useState<{ slug: string; answer: CourseAnswer } | null>(null);
  useEffect(() => {
    if (fromServer) return undefined;
    let current = true;
    void import('./api/get-course-page')
      .then(({ getCoursePage }) => getCoursePage(slug))
      .then(
        (course): CourseAnswer => ({ status: 'found', course }),
        (error: unknown): CourseAnswer => ({ status: error instanceof ApiError && error.status === 404 ? 'not-found' : 'unavailable' }),
      )
      .then((answer) => {
        if (current) setFetched({ slug, answer });
      });
    return () => {
      current = false;
    };
  }, [fromServer, slug]);
  if (fromServer) {
    if (fromServer.status !== 'found') return { status: fromServer.status };
    return isCoursePage(fromServer.data) ? { status: 'found', course: fromServer.data } : { status: 'unavailable' };
  }
  return fetched?.slug === slug ? fetched.answer : { status: 'loading' };
}
