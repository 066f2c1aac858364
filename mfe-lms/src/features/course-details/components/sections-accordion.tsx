// §2: an accordion of sections; each lists its classes numbered, with title, duration in
// seconds when present, and online_class_type.
import * as Accordion from '@radix-ui/react-accordion';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import type { CourseDetailsResponse } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';

// Each section is a Card with no padding, its tinted trigger running to the border. The trigger
// rounds its own corners to the Card's (overflow: hidden would clip its focus ring).
const Item = styled(Card).attrs({ as: Accordion.Item })`
  display: block;
  padding: 0;
  margin-bottom: 0.5rem;
`;
const Trigger = styled(Accordion.Trigger)`
  width: 100%; text-align: left; padding: 0.75rem 1rem; font: inherit; font-weight: 600;
  background: ${theme.color.surfaceAlt}; border: 0; cursor: pointer;
  border-radius: calc(${theme.radius.md} - 1px);
  &[data-state='open'] { border-bottom: 1px solid ${theme.color.border}; border-end-start-radius: 0; border-end-end-radius: 0; }
`;
const List = styled.ol`
  margin: 0; padding: 0.75rem 1rem 0.75rem 2.25rem; display: grid; gap: 0.5rem;
  span { color: ${theme.color.muted}; font-size: 0.9rem; }
`;

export function SectionsAccordion({ sections }: { sections: CourseDetailsResponse['classes'] }) {
  const first = sections[0] ? String(sections[0].section.id) : undefined;
  return (
    <Accordion.Root type="multiple" defaultValue={first ? [first] : []}>
      {sections.map(({ section, classes }) => (
        <Item key={section.id} value={String(section.id)}>
          <Accordion.Header asChild>
            <h3 style={{ margin: 0 }}>
              <Trigger>{section.name}</Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content>
            <List>
              {classes.map((lesson) => (
                <li key={lesson.id}>
                  {lesson.title}{' '}
                  <span>
                    {lesson.duration != null ? `· ${lesson.duration} seconds ` : ''}· {lesson.online_class_type}
                  </span>
                </li>
              ))}
            </List>
          </Accordion.Content>
        </Item>
      ))}
    </Accordion.Root>
  );
}
