// The course page's reviews and trainers (decision 212): the published reviews' average and count
// with the newest reviews (first name and initial, as the API sends them), and the profiles of the
// trainers assigned to the course. Both render on the server with the rest of the page.
import styled from 'styled-components';
import { apiUrl, theme } from 'mfe-shared';
import { formatIndiaDate } from 'mfe-shared/ui/format';
import type { PublicCoursePage, PublicReview, PublicTrainer } from 'mfe-shared/contracts';
import { Section } from '../../components/layout';
import { NO_REVIEWS_TEXT, REVIEWS_HEADING, TRAINERS_HEADING, ratingSummary, starsLabel } from './course-page-texts';

const Summary = styled.p`
  font-size: 1.125rem;
  font-weight: 600;
  color: ${theme.color.brandDark};
`;

const Reviews = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const Review = styled.li`
  border-top: 1px solid ${theme.color.border};
  padding-top: 0.75rem;
  p { margin: 0.25rem 0; white-space: pre-line; }
`;

const Stars = styled.span`
  color: ${theme.color.brandDark};
  letter-spacing: 0.1em;
`;

const Byline = styled.span`
  color: ${theme.color.muted};
  margin-left: 0.5rem;
`;

const Trainers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  img { border-radius: 50%; object-fit: cover; }
  h3 { margin: 0.5rem 0 0.25rem; }
  p { margin: 0.25rem 0; }
`;

/** Five characters, the filled ones first; the label carries the number for screen readers. */
const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <Review>
      <Stars role="img" aria-label={starsLabel(review.rating)}>
        {stars(review.rating)}
      </Stars>
      <Byline>
        {review.author}, {formatIndiaDate(review.published_at)}
      </Byline>
      <p>{review.body}</p>
    </Review>
  );
}

export function ReviewsSection({ course }: { course: PublicCoursePage }) {
  // An older API's answer has no reviews: the page says nothing rather than "no reviews".
  if (!course.rating) return null;
  const { average, count } = course.rating;
  return (
    <Section id="reviews" title={REVIEWS_HEADING}>
      {average === null || count === 0 ? (
        <p>{NO_REVIEWS_TEXT}</p>
      ) : (
        <>
          <Summary>{ratingSummary(average, count)}</Summary>
          <Reviews aria-label={REVIEWS_HEADING}>
            {course.reviews.map((review, i) => (
              <ReviewItem key={`${review.published_at}-${i}`} review={review} />
            ))}
          </Reviews>
        </>
      )}
    </Section>
  );
}

function TrainerCard({ trainer }: { trainer: PublicTrainer }) {
  return (
    <li>
      {trainer.photo_url && <img src={apiUrl(trainer.photo_url)} alt={trainer.name} width={96} height={96} loading="lazy" decoding="async" />}
      <h3>{trainer.name}</h3>
      {trainer.years_experience !== null && <p>{`${trainer.years_experience} ${trainer.years_experience === 1 ? 'year' : 'years'} of SAP experience`}</p>}
      {trainer.modules.length > 0 && <p>{`Modules: ${trainer.modules.join(', ')}`}</p>}
      {trainer.bio && <p>{trainer.bio}</p>}
    </li>
  );
}

export function TrainersSection({ trainers }: { trainers: PublicCoursePage['trainers'] | undefined }) {
  if (!trainers?.length) return null;
  return (
    <Section id="trainers" title={TRAINERS_HEADING} tone="soft">
      <Trainers aria-label={TRAINERS_HEADING}>
        {trainers.map((trainer) => (
          <TrainerCard key={trainer.name} trainer={trainer} />
        ))}
      </Trainers>
    </Section>
  );
}
