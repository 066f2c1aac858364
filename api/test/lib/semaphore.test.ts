import { Semaphore } from '../../src/lib/semaphore';
import { paymentSignature, signaturesMatch } from '../../src/domain/signature';

describe('Semaphore', () => {
  it('never runs more tasks than its limit and runs them all', async () => {
    const gate = new Semaphore(2);
    let active = 0;
    let peak = 0;
    const task = async (i: number) => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 2));
      active--;
      return i;
    };
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => gate.run(() => task(i))));
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(peak).toBe(2);
  });

  it('releases its slot when a task fails', async () => {
    const gate = new Semaphore(1);
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'ok')).resolves.toBe('ok');
  });
});

describe('payment signatures (Razorpay scheme)', () => {
  it('is HMAC-SHA256 of "order_id|payment_id" in hex', () => {
    // Reference value computed independently: printf 'order_1|pay_1' | openssl dgst -sha256 -hmac secret
    expect(paymentSignature('secret', 'order_1', 'pay_1')).toBe('52115a0d3400de9e86aade1f1b6eba9e8974604f4e267a9e9a16633a4c8dd2cb');
    const good = paymentSignature('secret', 'order_1', 'pay_1');
    expect(signaturesMatch(good, good)).toBe(true);
    expect(signaturesMatch(good, good.slice(1))).toBe(false);
    expect(signaturesMatch(good, paymentSignature('other', 'order_1', 'pay_1'))).toBe(false);
  });
});
