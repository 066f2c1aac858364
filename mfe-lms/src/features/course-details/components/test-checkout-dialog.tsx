// The `test` payment provider's checkout, standing in for a hosted one (Razorpay's) in local
// use and tests: pay, or simulate a declined payment. Radix Dialog gives focus trapping,
// Escape and the labelled dialog role; the design system's dialog frame draws it (three short
// choices, not a yes/no question, so a dialog rather than ConfirmDialog, in the narrow panel).
// It reports the same outcomes as Razorpay's checkout.
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button, errorMessage } from 'mfe-shared';
import { NarrowPanel, Overlay } from 'mfe-shared/ui/dialog-frame';
import { Spinner } from '../../../components/spinner';
import type { CheckoutProps } from './checkout-outcome';
import { testCheckout } from '../api/test-checkout';

export function TestCheckoutDialog({ order, amountLabel, onOutcome }: CheckoutProps) {
  const [busy, setBusy] = useState(false);

  async function pay() {
    const receipt = await testCheckout(order, 'success').catch((error: unknown) => errorMessage(error));
    await onOutcome(typeof receipt === 'string' ? { kind: 'failed', reason: receipt } : { kind: 'paid', receipt });
  }
  async function decline() {
    await testCheckout(order, 'failure').catch(() => undefined);
    await onOutcome({ kind: 'failed' });
  }
  const run = (action: () => Promise<void>) => () => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && void onOutcome({ kind: 'dismissed' })}>
      <Dialog.Portal>
        <Overlay as={Dialog.Overlay} />
        <NarrowPanel as={Dialog.Content}>
          <Dialog.Title>Test checkout</Dialog.Title>
          <Dialog.Description>
            Pay {amountLabel} for order {order.order_id}. This is the test payment provider: no real money moves.
          </Dialog.Description>
          <div className="actions">
            <Button type="button" onClick={run(pay)} disabled={busy}>
              {busy && <Spinner aria-hidden="true" />}Pay {amountLabel}
            </Button>
            <Button type="button" $variant="secondary" onClick={run(decline)} disabled={busy}>
              Simulate a failed payment
            </Button>
            <Dialog.Close asChild>
              <Button type="button" $variant="ghost" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
          </div>
        </NarrowPanel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
