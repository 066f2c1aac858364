// The home page's testimonials (SPEC §2, decision 212): the sample testimonials stay hidden; real
// published course reviews from the site data show from three on, each linking to its course page.
import { screen, within } from '@testing-library/react';
import { TESTIMONIALS_MIN_REVIEWS, type SiteTestimonial } from 'mfe-shared/contracts';
import { TESTIMONIALS } from '../src/content/home';
import { MIN_REVIEWS_SHOWN, STUDENT_REVIEWS_HEADING, reviewStarsLabel } from '../src/features/home/student-reviews';
import { givenSiteData, renderAt } from './render';

const review = (i: number): SiteTestimonial => ({
  rating: 5 - (i % 2),
  body: `Real review number ${i}`,
  author: `Student${i} R.`,
  published_at: `2026-11-2${i}T10:00:00.000Z`,
  course_title: 'SAP FICO',
  course_slug: 'sap-fico',
});

describe('home page testimonials from published reviews', () => {
  it('uses the contracts’ threshold', () => {
    expect(MIN_REVIEWS_SHOWN).toBe(TESTIMONIALS_MIN_REVIEWS);
  });

  it('stays hidden with fewer than three published reviews, and never shows the samples', async () => {
    givenSiteData({ testimonials: [review(1), review(2)] });
    await renderAt('/');
    expect(screen.queryByRole('region', { name: STUDENT_REVIEWS_HEADING })).not.toBeInTheDocument();
    expect(screen.queryByText('Real review number 1')).not.toBeInTheDocument();
    for (const t of TESTIMONIALS) expect(screen.queryByText(t.content)).not.toBeInTheDocument();
  });

  it('shows three published reviews with their stars, author and a link to the course page', async () => {
    givenSiteData({ testimonials: [review(1), review(2), review(3)] });
    await renderAt('/');
    const list = screen.getByRole('list', { name: STUDENT_REVIEWS_HEADING });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('img', { name: reviewStarsLabel(4) })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Real review number 1');
    expect(items[0]).toHaveTextContent('Student1 R.');
    expect(within(items[0]!).getByRole('link', { name: 'SAP FICO' })).toHaveAttribute('href', '/courses/sap-fico');
    for (const t of TESTIMONIALS) expect(screen.queryByText(t.content)).not.toBeInTheDocument();
  });
});
