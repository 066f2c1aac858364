// §2 class viewer sidebar: 16rem expanded, 3rem collapsed (icon mode) on desktop; an
// off-canvas sheet of 18rem below 768px (Radix Dialog: focus trap, Escape, overlay).
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
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
`;
const Sheet = styled(Dialog.Content)`
  position: fixed; inset: 0 auto 0 0; z-index: 41; width: ${SIDEBAR_WIDTH_MOBILE};
  background: ${theme.color.surface}; overflow-y: auto; padding-bottom: 2rem;
`;
const Overlay = styled(Dialog.Overlay)`position: fixed; inset: 0; background: rgb(0 0 0 / 45%); z-index: 40;`;

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
  if (isMobile) {
    return (
      <Dialog.Root open={sheetOpen} onOpenChange={onSheetOpenChange}>
        <Dialog.Portal>
          <Overlay />
          <Sheet aria-describedby={undefined}>
            <Dialog.Title style={{ fontSize: '1rem', margin: '1rem 0.75rem 0' }}>{title}</Dialog.Title>
            <nav aria-label="Classes">{children(false)}</nav>
          </Sheet>
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
