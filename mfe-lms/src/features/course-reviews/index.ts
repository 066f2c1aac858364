// Public entry of the course reviews feature (decision 147): "Rate this course", loaded lazily so
// only an enrolled student's course page fetches its code and schemas.
import { lazy } from 'react';

export const CourseReviewSection = lazy(() => import('./components/course-review-section'));
