// §2 class viewer sidebar: 16rem expanded, 3rem collapsed (icon mode) on desktop; an
// off-canvas sheet of 18rem below 768px (Radix Dialog: focus trap, Escape, overlay), framed by
// the design system's dialog frame.
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { MOBILE_BREAKPOINT_PX, theme } from 'mfe-shared';
import { Overlay, SheetPanel } from 'mfe-shared/ui/dialog-frame';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from '../../../config/constants';

export const Aside = styled.aside<{ $open: boolean }>`
  flex: none;
  width: ${({ $open }) => ($open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON)};
  transition: width 150ms ease;
  border-right: 1px solid ${theme.color.border};
  overflow-y: auto;
  overflow-x: hidden;
  max-height: calc(100vh - 4rem);
  position: sticky;
  top: 4rem;
  /* A page the server rendered (decision 031) cannot know the width: it renders this desktop
     sidebar, which a narrow screen never shows, until the browser swaps in the sheet. */
  @media (max-width: ${MOBILE_BREAKPOINT_PX - 1}px) {
    display: none;
  }
`;

export function CourseSidebar({
  isMobile,
  open,
  sheetOpen,
  onSheetOpenChange,
  title,
  children,
}: {
  isMobile: boolean;
  open: boolean;
  sheetOpen: boolean;
  onSheetOpenChange: (open: boolean) => void;
  title: string;
  children: (compact: boolean) => ReactNode;
}) {
  // Radix gives focus back to its own Trigger, and the sheet has none (its toggle sits in the
  // viewer's header and the shortcut opens it too): the sheet remembers what had focus when it
  // opened and gives it back on close, instead of dropping a keyboard user at the page's start.
  const focusBefore = useRef<HTMLElement | null>(null);
  if (isMobile) {
    return (
      <Dialog.Root open={sheetOpen} onOpenChange={onSheetOpenChange}>
        <Dialog.Portal>
          <Overlay as={Dialog.Overlay} />
          <SheetPanel
            as={Dialog.Content}
            $width={SIDEBAR_WIDTH_MOBILE}
            aria-describedby={undefined}
            onOpenAutoFocus={() => {
              focusBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event: Event) => {
              if (!focusBefore.current?.isConnected) return;
              event.preventDefault();
              focusBefore.current.focus();
            }}
          >
            <Dialog.Title style={{ fontSize: '1rem', margin: '1rem 0.75rem 0' }}>{title}</Dialog.Title>
            <nav aria-label="Classes">{children(false)}</nav>
          </SheetPanel>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }
  return (
    <Aside $open={open} data-state={open ? 'expanded' : 'collapsed'}>
      <nav aria-label="Classes">{children(!open)}</nav>
    </Aside>
  );
}
