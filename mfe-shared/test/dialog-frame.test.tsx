// The design system's dialog frame around a Radix Dialog: the centred panel and the side sheet
// both sit above the site header, and the dialog they frame keeps its name, its focus trap, its
// Escape and focus return.
import * as Dialog from '@radix-ui/react-dialog';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'mfe-shared';
import { Overlay, Panel, SheetPanel } from '../src/ui/dialog-frame';

function renderFramed(kind: 'panel' | 'sheet', width?: string) {
  render(
    <Dialog.Root>
      <Dialog.Trigger>Open classes</Dialog.Trigger>
      <Dialog.Portal>
        <Overlay as={Dialog.Overlay} data-testid="overlay" />
        {kind === 'sheet' ? (
          <SheetPanel as={Dialog.Content} $width={width} aria-describedby={undefined}>
            <Dialog.Title>SAP FICO Foundations</Dialog.Title>
            <button type="button">Chart of accounts</button>
          </SheetPanel>
        ) : (
          <Panel as={Dialog.Content} aria-describedby={undefined}>
            <Dialog.Title>SAP FICO Foundations</Dialog.Title>
            <button type="button">Chart of accounts</button>
          </Panel>
        )}
      </Dialog.Portal>
    </Dialog.Root>,
  );
  return screen.getByRole('button', { name: 'Open classes' });
}

describe('dialog frame', () => {
  it('the sheet is the full height at the start edge, at the width asked for, above the header', async () => {
    await userEvent.click(renderFramed('sheet', '20rem'));
    const sheet = screen.getByRole('dialog', { name: 'SAP FICO Foundations' });
    expect(sheet).toHaveStyle({ position: 'fixed', inset: '0 auto 0 0', width: '20rem', zIndex: String(theme.layer.dialog) });
    expect(theme.layer.dialog).toBeGreaterThan(theme.layer.header);
    expect(screen.getByTestId('overlay')).toHaveStyle({ position: 'fixed', zIndex: String(theme.layer.overlay) });
  });

  it('the sheet is 18rem unless told otherwise', async () => {
    await userEvent.click(renderFramed('sheet'));
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '18rem' });
  });

  it.each(['panel', 'sheet'] as const)('a framed %s traps focus, and Escape closes it and gives focus back', async (kind) => {
    const trigger = renderFramed(kind);
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'SAP FICO Foundations' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });
});
