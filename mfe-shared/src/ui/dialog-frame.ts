// The frame of every dialog (`mfe-shared/ui/dialog-frame`): a dimmed overlay and a centred panel,
// or a sheet at the side.
// Both layers come from the shared stacking order, so a dialog is always above the site header.
// Style a Radix part with it: `<Overlay as={Dialog.Overlay} />`, `<Panel as={Dialog.Content}>`.
import styled from 'styled-components';
import { theme } from 'mfe-shared';

// The sheet is its own module, so the dialogs that use only the panel do not bundle it.
export { SheetPanel } from './dialog-sheet';

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.layer.overlay};
  background: rgb(15 23 42 / 0.5);
`;

export const Panel = styled.div`
  position: fixed;
  z-index: ${theme.layer.dialog};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(40rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: 1.5rem;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.md};
  box-shadow: 0 10px 40px rgb(0 0 0 / 0.25);
  h2 { margin-top: 0; font-size: 1.3rem; }
  .actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 0.5rem; margin-top: 1rem; }
`;

/** A confirmation is a short question: a narrower panel. */
export const NarrowPanel = styled(Panel)`
  width: min(28rem, calc(100vw - 2rem));
`;
