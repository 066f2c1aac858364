// Students' course reviews and their moderation (decision 147), loaded lazily by the routes.
export { CourseReviewsPage } from './course-reviews-page';
