import styled from 'styled-components';
import { theme } from 'mfe-shared';
import type { ServiceCard } from '../content/types';
import { Icon } from './icon';
import { Card, Grid } from './layout';

const Footer = styled.p`
  margin-top: auto !important;
  padding-top: 0.5rem;
  font-weight: 600;
  && { color: ${theme.color.brandDark}; }
`;

/** §3 service cards: title, icon, content with paragraph, items and an optional footer. */
export function ServiceCards({ cards }: { cards: readonly ServiceCard[] }) {
  return (
    <Grid min="14rem">
      {cards.map((card, index) => (
        <Card key={card.title} $index={index}>
          <Icon name={card.icon} size={32} />
          <h3>{card.title}</h3>
          <p>{card.content.paragraph}</p>
          <ul>
            {card.content.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {card.content.footer && <Footer>{card.content.footer}</Footer>}
        </Card>
      ))}
    </Grid>
  );
}
