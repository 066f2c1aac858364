// §2 sidebar list: sections with their classes; a green check where progress_status is 2;
// clicking a class makes it active. In icon mode (collapsed) each class shows its number with
// a tooltip that opens at once (§4: tooltip delay 0 in the sidebar).
import * as Tooltip from '@radix-ui/react-tooltip';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import type { ContinueCourseResponse } from 'mfe-shared';
import { PROGRESS_STATUS } from '@sap-academy/contracts/courses';
import { SIDEBAR_TOOLTIP_DELAY_MS } from '../../../config/constants';

const Section = styled.section`
  h2 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.04em; color: ${theme.color.muted}; margin: 1rem 0.75rem 0.25rem; }
  ul { list-style: none; margin: 0; padding: 0; }
`;
const Item = styled.button<{ $active: boolean; $compact: boolean }>`
  display: flex; align-items: center; gap: 0.5rem; width: 100%;
  padding: ${({ $compact }) => ($compact ? '0.5rem 0' : '0.5rem 0.75rem')};
  justify-content: ${({ $compact }) => ($compact ? 'center' : 'flex-start')};
  border: 0; border-radius: ${theme.radius.sm}; font: inherit; text-align: left; cursor: pointer;
  background: ${({ $active }) => ($active ? theme.color.surfaceAlt : 'transparent')};
  font-weight: ${({ $active }) => ($active ? 700 : 400)};
  color: ${theme.color.text};
`;
const Check = styled.svg`flex: none; color: ${theme.color.success};`;
const TooltipBox = styled(Tooltip.Content)`
  background: ${theme.color.text}; color: #fff; padding: 0.25rem 0.5rem; border-radius: ${theme.radius.sm}; font-size: 0.85rem; z-index: 50;
`;

function CheckMark() {
  return (
    <Check width="16" height="16" viewBox="0 0 16 16" role="img" aria-label="completed">
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <path d="M4.5 8.2l2.2 2.2 4.8-4.8" stroke="#fff" strokeWidth="1.8" fill="none" />
    </Check>
  );
}

/** Each class's 1-based number across all sections: its label in the compact sidebar. */
function classNumbers(sections: ContinueCourseResponse['classes']): Map<number, number> {
  const numbers = new Map<number, number>();
  for (const { classes } of sections) for (const lesson of classes) numbers.set(lesson.id, numbers.size + 1);
  return numbers;
}

export function ClassList({
  sections,
  activeId,
  onSelect,
  compact,
}: {
  sections: ContinueCourseResponse['classes'];
  activeId: number | null;
  onSelect: (classId: number) => void;
  compact: boolean;
}) {
  const numberOf = classNumbers(sections);
  return (
    <Tooltip.Provider delayDuration={SIDEBAR_TOOLTIP_DELAY_MS}>
      {sections.map(({ section, classes }) => (
        <Section key={section.id} aria-label={section.name}>
          {!compact && <h2>{section.name}</h2>}
          <ul>
            {classes.map((lesson) => {
              const done = lesson.progress_status === PROGRESS_STATUS.completed;
              const button = (
                <Item
                  type="button"
                  $active={lesson.id === activeId}
                  $compact={compact}
                  aria-current={lesson.id === activeId ? 'true' : undefined}
                  aria-label={compact ? lesson.title : undefined}
                  onClick={() => onSelect(lesson.id)}
                >
                  {compact ? <span aria-hidden="true">{numberOf.get(lesson.id)}</span> : <span>{lesson.title}</span>}
                  {done && <CheckMark />}
                </Item>
              );
              return (
                <li key={lesson.id}>
                  {compact ? (
                    <Tooltip.Root>
                      <Tooltip.Trigger asChild>{button}</Tooltip.Trigger>
                      <Tooltip.Portal>
                        <TooltipBox side="right">{lesson.title}</TooltipBox>
                      </Tooltip.Portal>
                    </Tooltip.Root>
                  ) : (
                    button
                  )}
                </li>
              );
            })}
          </ul>
        </Section>
      ))}
    </Tooltip.Provider>
  );
}
