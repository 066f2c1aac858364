// The webinar card's frame (SPEC §2): tag, title and the India date and time beside a calendar, in a
// Card with a shadow so the sticky promo on Individual training stands off the page. The scheduled
// webinar (features/webinar) and a site-data event (features/events, decision 209) both render it,
// so the two look the same; each supplies its own body (seats, lead form, the past-webinar note).
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';
import { Eyebrow } from './layout';
import { Icon } from './icon';

// Block flow with its own margins.
const Box = styled(Card).attrs({ as: 'article' })`
  display: block;
  padding: 1.25rem;
  color: ${theme.color.text};
  box-shadow: 0 6px 20px rgb(15 23 42 / 0.06);
  h2, h3 { margin: 0 0 0.5rem; }
  p { margin: 0 0 0.75rem; }
`;

const When = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 700;
  color: ${theme.color.brandDark};
`;

export type PromoCardProps = HTMLAttributes<HTMLElement> & {
  tag: string;
  title: string;
  /** The date line after the calendar icon. */
  when: ReactNode;
  headingLevel?: 2 | 3;
  children: ReactNode;
};

/** Labelled "<tag>: <title>" for screen readers, as both cards always were. */
export function PromoCard({ tag, title, when, headingLevel = 2, children, ...rest }: PromoCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Box aria-label={`${tag}: ${title}`} {...rest}>
      <Eyebrow>{tag}</Eyebrow>
      <Heading>{title}</Heading>
      <When>
        <Icon name="calendar" size={20} />
        {when}
      </When>
      {children}
    </Box>
  );
}
