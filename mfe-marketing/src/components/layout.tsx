// Page building blocks shared by every public page: the main landmark, sections, the hero,
// card grids with the §9 entrance motion, and link-styled buttons.
import { Children, type HTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { theme } from 'mfe-shared';
import { Card as SurfaceCard } from 'mfe-shared/ui/card';
import { CARD_DELAY_STEP_MS } from '../config/spec-constants';
import { balancedColumns, uniformGridColumns } from './grid-plan';

export const Main = styled.main`
  min-height: 60vh;
`;

export const Container = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 1rem;
`;

const SectionBox = styled.section<{ $tone?: 'plain' | 'soft' | 'brand' }>`
  padding: 3rem 0;
  ${({ $tone }) => $tone === 'soft' && css`background: ${theme.color.surfaceAlt};`}
  ${({ $tone }) => $tone === 'brand' && css`background: ${theme.color.brandDark}; color: #fff; a { color: #fff; }`}
  h2 { font-size: clamp(1.5rem, 3vw, 2rem); margin: 0 0 0.5rem; }
`;

const Intro = styled.p`
  max-width: 48rem;
  margin: 0 0 1.5rem;
  color: inherit;
  font-size: 1.0625rem;
`;

export function Section({
  id,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id?: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'soft' | 'brand';
  children?: ReactNode;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <SectionBox id={id} aria-labelledby={headingId} $tone={tone}>
      <Container>
        <h2 id={headingId}>{title}</h2>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Container>
    </SectionBox>
  );
}

const HeroBox = styled.div`
  background: linear-gradient(180deg, ${theme.color.surfaceAlt}, ${theme.color.surface});
  padding: 3rem 0 2.5rem;
  h1 { font-size: clamp(1.875rem, 5vw, 3rem); line-height: 1.15; margin: 0 0 1rem; }
  p { font-size: 1.125rem; max-width: 42rem; margin: 0 0 1.5rem; color: ${theme.color.muted}; }
`;

const HeroGrid = styled(Container)`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${theme.media.desktop} { grid-template-columns: 1.4fr 1fr; }
  > svg { justify-self: center; }
  ${theme.media.mobile} { > svg { display: none; } }
`;

export function Hero({ eyebrow, title, lead, actions, art }: { eyebrow?: string; title: string; lead: string; actions?: ReactNode; art?: ReactNode }) {
  return (
    <HeroBox>
      <HeroGrid>
        <div>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1>{title}</h1>
          <p>{lead}</p>
          {actions && <ButtonRow>{actions}</ButtonRow>}
        </div>
        {art}
      </HeroGrid>
    </HeroBox>
  );
}

export const Eyebrow = styled.span`
  display: inline-block;
  margin-bottom: 0.75rem;
  padding: 0.25rem 0.75rem;
  border-radius: 999px;
  background: #e6effa;
  color: ${theme.color.brandDark};
  font-weight: 600;
  font-size: 0.875rem;
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

const GridFrame = styled.div`
  container-type: inline-size;
`;

const GridList = styled.ul<{ $count: number; $min: string; $uniform: boolean }>`
  display: grid;
  gap: 1rem;
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ $count, $min, $uniform }) => ($uniform ? uniformGridColumns($count, $min) : balancedColumns($count, $min))}
`;

/**
 * A list of cards, each at least `min` wide, in balanced rows (5 → 3 + 2, 4 → 2 + 2 or 4, never
 * an orphan): see grid-plan.ts. `uniform`: a list whose length is data (the courses) keeps every
 * card the same width instead, its last row possibly shorter but never a lone card; it
 * is marked open-ended, as the portal's catalogue is, for the layout guards.
 */
export function Grid({
  min = '15rem',
  uniform = false,
  children,
  ...list
}: { min?: string; uniform?: boolean; children: ReactNode } & HTMLAttributes<HTMLUListElement>) {
  return (
    <GridFrame>
      <GridList $count={Children.toArray(children).length} $min={min} $uniform={uniform} data-open-ended={uniform ? '' : undefined} {...list}>
        {children}
      </GridList>
    </GridFrame>
  );
}

const fadeUp = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

/** §9: each card enters 200 ms × its index after the one before; none under reduced motion. */
export const cardEntrance = (index: number) => css`
  animation: ${fadeUp} 450ms ease-out both;
  animation-delay: ${index * CARD_DELAY_STEP_MS}ms;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** An item of a card grid: the design system's Card as a list item, a column with the entrance motion. */
export const Card = styled(SurfaceCard).attrs({ as: 'li' })<{ $index?: number }>`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1.25rem;
  color: ${theme.color.text};
  ${({ $index }) => $index !== undefined && cardEntrance($index)}
  h3 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; color: ${theme.color.muted}; }
  > svg:first-child { color: ${theme.color.brand}; }
`;

const buttonLook = css<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.6rem 1.1rem;
  border: 2px solid ${theme.color.brand};
  border-radius: ${theme.radius.sm};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  font: inherit;
  font-weight: 600;
  /* One line always; on a phone a little smaller so the longest labels fit. */
  white-space: nowrap;
  max-width: 100%;
  ${theme.media.mobile} { padding: 0.55rem 0.8rem; font-size: 0.9375rem; }
  ${({ $variant = 'primary' }) =>
    $variant === 'primary' ? css`background: ${theme.color.brand}; color: #fff;` : css`background: #fff; color: ${theme.color.brand};`}
  &:hover { filter: brightness(0.95); }
`;

/** An in-site link that looks like a button. */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonLook}
`;

export const ExternalButton = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonLook}
`;

export const ActionButton = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonLook}
`;

export const Checklist = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.5rem;
  li { display: flex; gap: 0.5rem; align-items: flex-start; }
  li svg { flex: none; color: ${theme.color.success}; margin-top: 0.15rem; }
`;

/** Read by screen readers, not shown. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
