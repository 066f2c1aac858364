// SPEC §2/§4: FAQ accordion of five questions, one open at a time, collapsible (Radix
// Accordion type="single" collapsible gives exactly that, with keyboard support).
import * as Accordion from '@radix-ui/react-accordion';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';
import type { AnswerBlock, FaqItem } from '../content/types';

// A Card around the questions, with no padding: the lines between them run to its border.
const Root = styled(Card).attrs({ as: Accordion.Root })`
  display: block;
  padding: 0;
`;

const Item = styled(Accordion.Item)`
  & + & { border-top: 1px solid ${theme.color.border}; }
  h3 { margin: 0; }
`;

const Trigger = styled(Accordion.Trigger)`
  display: flex;
  width: 100%;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.25rem;
  border: 0;
  background: transparent;
  color: ${theme.color.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &::after { content: '+'; font-size: 1.25rem; line-height: 1; }
  &[data-state='open']::after { content: '−'; }
`;

const Content = styled(Accordion.Content)`
  padding: 0 1.25rem 1rem;
  color: ${theme.color.text};
  p { margin: 0 0 0.5rem; }
`;

function Answer({ block }: { block: AnswerBlock }) {
  if (block.type === 'text') return <p>{block.text}</p>;
  return (
    <>
      <p>{block.heading}:</p>
      <ul>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Root type="single" collapsible>
      {items.map((item) => (
        <Item key={item.key} value={item.key}>
          <Accordion.Header asChild>
            <h3>
              <Trigger>{item.question}</Trigger>
            </h3>
          </Accordion.Header>
          <Content>
            {item.answer.map((block, i) => (
              <Answer key={i} block={block} />
            ))}
          </Content>
        </Item>
      ))}
    </Root>
  );
}
