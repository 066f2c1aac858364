// The frame of an order's side panels (refunds, offline payments): a card of stacked parts whose
// lists wrap their items on narrow screens.
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';

export const OrderPanel = styled(Card)`
  display: grid;
  gap: 0.75rem;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.5rem;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  small {
    color: ${theme.color.muted};
  }
`;
