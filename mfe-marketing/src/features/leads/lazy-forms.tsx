// The forms load on demand: react-hook-form, zod and the PDF writer stay off every page's
// first paint (docs/decisions/004, 202).
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';
import { ActionButton } from '../../components/layout';
import { Icon } from '../../components/icon';
import type { LeadFormKind } from './lead-form';

const ContactFormChunk = lazy(() => import('./contact-form'));
const LeadFormChunk = lazy(() => import('./lead-form'));

const Placeholder = styled.p<{ $height: string }>`
  min-height: ${({ $height }) => $height};
  margin: 0;
  color: ${theme.color.muted};
`;

/**
 * True once the element is within ~one screen of the viewport (at once in a browser without
 * an observer). False on the server: a prerendered page carries the placeholder, the same as
 * the browser's first render, so hydration matches and the form's code still loads on demand.
 */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * The contact form, fetched when it comes near the screen: on the home page it sits at the
 * bottom, and a visitor who never scrolls there never downloads react-hook-form.
 */
export function ContactForm({ subject }: { subject?: string }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  // The form's own height (576px at every width from 320 to 1440px): when its chunk arrives
  // after the placeholder is on screen, nothing below it moves.
  const placeholder = <Placeholder $height="36rem">Loading the form…</Placeholder>;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <ContactFormChunk subject={subject} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

// The opened form's box: a Card in block flow (Card keeps it hidden while closed).
const Panel = styled(Card).attrs({ as: 'div' })`
  display: block;
  margin-top: 1rem;
  padding: 1.25rem;
  color: ${theme.color.text};
`;

/**
 * A button that opens a lead form below it: catalog downloads ('Download … Catalog',
 * 'Download Career Success Toolkit') and webinar registration ('Register Now').
 */
export function LeadFormToggle({
  kind,
  label,
  subject,
  eventSlug,
  variant = 'primary',
}: {
  kind: LeadFormKind;
  label: string;
  subject?: string;
  /** With kind 'event': the event to register for. */
  eventSlug?: string;
  variant?: 'primary' | 'secondary';
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <ActionButton type="button" $variant={variant} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <Icon name={kind === 'catalog' ? 'download' : 'calendar'} size={20} />
        {label}
      </ActionButton>
      <Panel id={panelId} hidden={!open}>
        {open && (
          <Suspense fallback={<Placeholder $height="18rem">Loading the form…</Placeholder>}>
            <LeadFormChunk kind={kind} subject={subject} eventSlug={eventSlug} />
          </Suspense>
        )}
      </Panel>
    </div>
  );
}
