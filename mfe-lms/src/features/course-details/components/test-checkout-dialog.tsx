// The `test` payment provider's checkout, standing in for a hosted one (Razorpay's) in local
// use and tests: pay, or simulate a declined payment. Radix Dialog gives focus trapping,
// Escape and the labelled dialog role. It reports the same outcomes as Razorpay's checkout.
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, errorMessage, theme } from 'mfe-shared';
import { Spinner } from '../../../components/spinner';
import type { CheckoutProps } from './checkout-outcome';
import { testCheckout } from '../api/test-checkout';

const Overlay = styled(Dialog.Overlay)`position: fixed; inset: 0; background: rgb(0 0 0 / 45%); z-index: 40;`;
const Content = styled(Dialog.Content)`
  position: fixed; z-index: 41; top: 50%; left: 50%; transform: translate(-50%, -50%);
  width: min(26rem, calc(100vw - 2rem)); padding: 1.5rem; border-radius: ${theme.radius.md};
  background: ${theme.color.surface}; display: grid; gap: 1rem;
`;
const Actions = styled.div`display: flex; flex-wrap: wrap; gap: 0.5rem;`;

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
        <Overlay />
        <Content>
          <Dialog.Title>Test checkout</Dialog.Title>
          <Dialog.Description>
            Pay {amountLabel} for order {order.order_id}. This is the test payment provider: no real money moves.
          </Dialog.Description>
          <Actions>
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
          </Actions>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
