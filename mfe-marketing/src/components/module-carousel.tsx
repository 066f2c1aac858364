// SPEC §2 Training: the modules carousel of 11 items. A scroll-snapping track with Previous /
// Next buttons and arrow keys (WAI-ARIA carousel pattern, no autoplay); every slide stays in
// the accessibility tree so the list also reads as a plain list.
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import type { ModuleCard } from '../content/types';
import { Illustration, ILLUSTRATION_VIEWBOX } from './illustrations';
import { ActionButton } from './layout';

const Track = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: min(80%, 16rem);
  gap: 1rem;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  list-style: none;
  margin: 0;
  padding: 0.25rem 0 1rem;
  @media (prefers-reduced-motion: reduce) { scroll-behavior: auto; }
`;

const Slide = styled.li<{ $current: boolean }>`
  scroll-snap-align: start;
  padding: 1rem;
  border: 2px solid ${({ $current }) => ($current ? theme.color.brand : theme.color.border)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  h3 { margin: 0.5rem 0 0.25rem; font-size: 1.125rem; }
  p { margin: 0; color: ${theme.color.muted}; }
  svg { width: 100%; height: auto; aspect-ratio: ${ILLUSTRATION_VIEWBOX.width} / ${ILLUSTRATION_VIEWBOX.height}; }
`;

// On a phone the buttons keep their one line ("‹ Prev" wrapped); the status text
// takes what is left and moves under the buttons when even that is too little.
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: 0.75rem;
  > button { flex: none; white-space: nowrap; }
  > span { flex: 1 1 10rem; min-width: 0; }
`;

/** A module's course page, when a published course teaches it (decision 211): by module title. */
export type ModuleCourseLinks = Readonly<Record<string, { to: string; courseTitle: string }>>;

export function ModuleCarousel({ modules, courses = {} }: { modules: readonly ModuleCard[]; courses?: ModuleCourseLinks }) {
  const [current, setCurrent] = useState(0);
  const track = useRef<HTMLUListElement>(null);

  const go = (index: number) => {
    const next = Math.max(0, Math.min(modules.length - 1, index));
    setCurrent(next);
    const slide = track.current?.children[next] as HTMLElement | undefined;
    // jsdom has no scrollIntoView; browsers do.
    slide?.scrollIntoView?.({ block: 'nearest', inline: 'start' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: modules.length - 1 };
    if (event.key in keys) {
      event.preventDefault();
      go(keys[event.key]!);
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegated: the arrow keys pressed on the focusable track or a button inside move the carousel
    <section aria-roledescription="carousel" aria-label="SAP modules" onKeyDown={onKeyDown}>
      <Controls>
        <ActionButton type="button" $variant="secondary" onClick={() => go(current - 1)} disabled={current === 0} aria-label="Previous module">
          ‹ Prev
        </ActionButton>
        <ActionButton type="button" $variant="secondary" onClick={() => go(current + 1)} disabled={current === modules.length - 1} aria-label="Next module">
          Next ›
        </ActionButton>
        <span aria-live="polite">
          Module {current + 1} of {modules.length}: {modules[current]?.title}
        </span>
      </Controls>
      <Track ref={track} tabIndex={0} aria-label="Modules, use the arrow keys to move">
        {modules.map((module, index) => (
          <Slide key={module.title} $current={index === current} aria-roledescription="slide" aria-label={`${index + 1} of ${modules.length}`}>
            <Illustration name={module.image} />
            <h3>{module.title}</h3>
            <p>{module.description}</p>
            {courses[module.title] && (
              <p>
                <Link to={courses[module.title]!.to} aria-label={`View course: ${courses[module.title]!.courseTitle}`}>
                  View course
                </Link>
              </p>
            )}
          </Slide>
        ))}
      </Track>
    </section>
  );
}
