import styled from 'styled-components';
import { theme } from 'mfe-shared';
import type { OfferingCard } from '../content/types';
import { Illustration, ILLUSTRATION_VIEWBOX } from './illustrations';
import { ButtonLink, Card, Grid } from './layout';

const Keywords = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  list-style: none;
  padding: 0;
  margin: 0 0 0.75rem;
  li { padding: 0.125rem 0.625rem; border-radius: 999px; background: ${theme.color.surfaceAlt}; font-size: 0.875rem; }
`;

const Art = styled.div`
  svg { width: 100%; height: auto; aspect-ratio: ${ILLUSTRATION_VIEWBOX.width} / ${ILLUSTRATION_VIEWBOX.height}; }
`;

/** §3 offering cards: title, content (heading and list), link, image. */
export function OfferingCards({ cards, min = '16rem' }: { cards: readonly OfferingCard[]; min?: string }) {
  return (
    <Grid min={min}>
      {cards.map((card, index) => (
        <Card key={card.title} $index={index}>
          <Art>
            <Illustration name={card.image} />
          </Art>
          <h3>{card.title}</h3>
          <p>{card.content.heading}</p>
          <Keywords aria-label={`${card.title} keywords`}>
            {card.content.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Keywords>
          <div style={{ marginTop: 'auto' }}>
            <ButtonLink to={card.link.to} $variant="secondary" aria-label={card.link.label === 'Know More' ? `Know More about ${card.title}` : undefined}>
              {card.link.label}
            </ButtonLink>
          </div>
        </Card>
      ))}
    </Grid>
  );
}
