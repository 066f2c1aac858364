// Course reviews (decision 147). A student enrolled in a course who has completed at least
// REVIEW_MIN_COMPLETION_SHARE of its classes may write one review of it; saving again replaces it
// and sends it back to moderation (a published review leaves the public pages until staff look
// again). Staff publish or hide it with the version they read, audited, and the site revision is
// bumped in the same transaction whenever what the public pages show may change (the home page's
// testimonials come with the site data, decision 212).
import {
  COURSE_PAGE_REVIEWS_LIMIT,
  COURSE_REVIEW_MESSAGES,
  REVIEW_MIN_COMPLETION_SHARE,
  SITE_TESTIMONIALS_LIMIT,
  averageRating,
  reviewerName,
  type CourseRating,
  type CourseReviewInput,
  type CourseReviewStatus,
  type PublicReview,
  type ReviewStatus,
  type SiteTestimonial,
} from '@sap-academy/contracts';
import { COURSE_REVIEW_ADMIN_MESSAGES, type AdminCourseReview, type CourseReviewModeration } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../domain/errors';
import { bumpRevision, recordAudit } from '../repositories/audit';
import { courseReviewsRepository, type AdminReviewRow, type ReviewRow } from '../repositories/course-reviews';

/** Whether `completed` of `total` classes reaches the share (a course without classes has nothing to review yet). */
export const mayReview = (completed: number, total: number) => total > 0 && completed >= total * REVIEW_MIN_COMPLETION_SHARE;

const mineOf = (row: ReviewRow | undefined): CourseReviewStatus['review'] =>
  row ? { rating: row.rating, body: row.body, status: row.status as ReviewStatus, updated_at: row.updatedAt.toISOString() } : null;

const adminView = (row: AdminReviewRow): AdminCourseReview => ({
  id: row.id,
  course_id: row.courseId,
  course_title: row.courseTitle,
  student_name: row.studentName,
  rating: row.rating,
  body: row.body,
  status: row.status as ReviewStatus,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

const publicView = (row: { rating: number; body: string; authorName: string; publishedAt: Date | null }): PublicReview => ({
  rating: row.rating,
  body: row.body,
  author: reviewerName(row.authorName),
  published_at: (row.publishedAt ?? new Date(0)).toISOString(),
});

const snapshot = (row: { status: string; rating: number; body: string; version: number }) => ({
  status: row.status,
  rating: row.rating,
  body: row.body,
  version: row.version,
});

export function courseReviewsService({ db }: { db: Db }) {
  async function status(tx: Db, studentId: number, courseId: number): Promise<CourseReviewStatus> {
    const repo = courseReviewsRepository(tx);
    if (!(await repo.isEnrolled(studentId, courseId))) throw new DomainError('forbidden', COURSE_REVIEW_MESSAGES.notEnrolled);
    // One after the other: on a transaction they share one connection (pg 9 refuses a second query on a busy one).
    const { total, completed } = await repo.completion(studentId, courseId);
    const mine = await repo.mine(studentId, courseId);
    return {
      eligible: mayReview(completed, total),
      completed_classes: completed,
      total_classes: total,
      required_share: REVIEW_MIN_COMPLETION_SHARE,
      review: mineOf(mine),
    };
  }

  return {
    mine: (studentId: number, courseId: number) => status(db, studentId, courseId),

    async save(studentId: number, courseId: number, input: CourseReviewInput): Promise<CourseReviewStatus> {
      return inTransaction(db, async (tx) => {
        const before = await status(tx, studentId, courseId);
        if (!before.eligible) throw new DomainError('forbidden', COURSE_REVIEW_MESSAGES.notEligible);
        await courseReviewsRepository(tx).upsert(studentId, courseId, input.rating, input.body);
        // A published review that is edited leaves the public pages until it is moderated again.
        if (before.review?.status === 'published') await bumpRevision(tx, 'site');
        return status(tx, studentId, courseId);
      });
    },

    async list(reviewStatus: ReviewStatus): Promise<{ results: AdminCourseReview[] }> {
      return { results: (await courseReviewsRepository(db).adminList(reviewStatus)).map(adminView) };
    },

    async moderate(actorUserId: number, id: number, decision: CourseReviewModeration): Promise<AdminCourseReview> {
      return inTransaction(db, async (tx) => {
        const repo = courseReviewsRepository(tx);
        const before = await repo.adminById(id);
        if (!before) throw new DomainError('not_found', COURSE_REVIEW_ADMIN_MESSAGES.notFound);
        const after = await repo.moderate(id, decision.version, decision.status, actorUserId);
        if (!after) throw new DomainError('conflict', COURSE_REVIEW_ADMIN_MESSAGES.stale);
        await recordAudit(tx, {
          actorUserId,
          action: decision.status === 'published' ? 'course_review.publish' : 'course_review.hide',
          entity: 'course_review',
          entityId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
        // The home page's testimonials are site data: publishing or hiding changes them.
        await bumpRevision(tx, 'site');
        return adminView((await repo.adminById(id))!);
      });
    },

    /** What a course page shows of its reviews: the aggregate of all published ones and the newest. */
    async forCoursePage(courseId: number): Promise<{ rating: CourseRating; reviews: PublicReview[] }> {
      const repo = courseReviewsRepository(db);
      const [aggregate, rows] = await Promise.all([repo.publishedAggregate(courseId), repo.publishedForCourse(courseId, COURSE_PAGE_REVIEWS_LIMIT)]);
      return { rating: { average: averageRating(aggregate.sum, aggregate.count), count: aggregate.count }, reviews: rows.map(publicView) };
    },

    async testimonials(): Promise<SiteTestimonial[]> {
      const rows = await courseReviewsRepository(db).publishedForSite(SITE_TESTIMONIALS_LIMIT);
      return rows.map((row) => ({ ...publicView(row), course_title: row.courseTitle, course_slug: row.courseSlug }));
    },
  };
}
