// The dialog frame's side sheet, re-exported by `mfe-shared/ui/dialog-frame`. Use it as the other
// frames: `<Overlay as={Dialog.Overlay} />`, `<SheetPanel as={Dialog.Content} $width="18rem">`.
import styled from 'styled-components';
import { theme } from 'mfe-shared';

/**
 * An off-canvas sheet: the full height at the start edge, on the same overlay and layer as the
 * panel (the class viewer's classes on a phone, SPEC §2). `$width` is the sheet's width.
 */
export const SheetPanel = styled.div<{ $width?: string }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${theme.layer.dialog};
  width: ${({ $width = '18rem' }) => $width};
  overflow-y: auto;
  padding-bottom: 2rem;
  background: ${theme.color.surface};
`;
