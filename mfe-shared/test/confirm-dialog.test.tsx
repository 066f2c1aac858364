// The design system's confirmation: it opens on its trigger, moves focus in, acts only on the
// confirm button, and Cancel or Escape close it without acting and give focus back.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '../src/ui/confirm-dialog';

function renderDialog() {
  const onConfirm = jest.fn();
  render(
    <ConfirmDialog
      trigger={<button type="button">Delete coupon</button>}
      title="Delete DIWALI25?"
      description="Orders that used it keep their price."
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />,
  );
  return { onConfirm, trigger: screen.getByRole('button', { name: 'Delete coupon' }) };
}

describe('ConfirmDialog', () => {
  it('opens as an alert dialog named by its title and described by its text, with focus inside', async () => {
    const { trigger } = renderDialog();
    await userEvent.click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete DIWALI25?' });
    expect(dialog).toHaveAccessibleDescription('Orders that used it keep their price.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The safe choice has focus: Enter straight away does not delete anything.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirm calls onConfirm once and closes', async () => {
    const { trigger, onConfirm } = renderDialog();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('Cancel closes without acting and returns focus to the trigger', async () => {
    const { trigger, onConfirm } = renderDialog();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('Escape closes without acting', async () => {
    const { trigger, onConfirm } = renderDialog();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });
});
