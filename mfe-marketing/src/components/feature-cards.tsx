import type { FeatureCard } from '../content/types';
import { Icon } from './icon';
import { Card, Grid } from './layout';
import styled from 'styled-components';
import { theme } from 'mfe-shared';

const Keywords = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  list-style: none;
  padding: 0;
  margin: 0.25rem 0 0;
  li { padding: 0.125rem 0.5rem; border-radius: 999px; background: ${theme.color.surfaceAlt}; font-size: 0.8125rem; color: ${theme.color.text}; }
`;

/** A grid of §3 feature cards, each entering 200 ms × its index after the first (§9). */
export function FeatureCards({ cards, min, label }: { cards: readonly FeatureCard[]; min?: string; label?: string }) {
  return (
    <Grid min={min} aria-label={label}>
      {cards.map((card, index) => (
        <Card key={card.title} $index={index}>
          <Icon name={card.icon} size={32} />
          <h3>{card.title}</h3>
          <p>{card.description}</p>
          {card.keywords && (
            <Keywords aria-label={`${card.title} topics`}>
              {card.keywords.map((k) => (
                <li key={k}>{k}</li>
              ))}
            </Keywords>
          )}
        </Card>
      ))}
    </Grid>
  );
}
