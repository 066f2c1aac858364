// What a failing query says inside and outside a wait (testing/retry-errors.ts): the retries of
// waitFor and findBy* skip printing the document, the error a developer reads still has it.
import { render, screen, waitFor } from '@testing-library/react';

const page = () =>
  render(
    <main aria-label="Orders">
      <p>Order 12 is paid.</p>
    </main>,
  );

it('a getBy* outside a wait prints the document', () => {
  page();
  expect(() => screen.getByRole('button', { name: 'Refund' })).toThrow(/Order 12 is paid\./);
});

it('a retry inside waitFor carries the message alone', async () => {
  page();
  const retries: Error[] = [];
  await waitFor(() => {
    try {
      screen.getByRole('button', { name: 'Refund' });
    } catch (error) {
      retries.push(error as Error);
    }
    expect(retries.length).toBeGreaterThan(0);
  });
  expect(retries[0]!.name).toBe('TestingLibraryElementError');
  expect(retries[0]!.message).toMatch(/^Unable to find role="button" and name "Refund"$/);
  expect(retries[0]!.message).not.toMatch(/Order 12 is paid\./);
});

it('a findBy* that times out still prints the document', async () => {
  page();
  await expect(screen.findByRole('button', { name: 'Refund' }, { timeout: 100 })).rejects.toThrow(/Order 12 is paid\./);
});

it('an element found twice is still shown in the error of a wait that times out', async () => {
  render(
    <>
      <button type="button">Refund order 12</button>
      <button type="button">Refund order 13</button>
    </>,
  );
  await expect(screen.findByRole('button', { name: /Refund/ }, { timeout: 100 })).rejects.toThrow(/Refund order 13/);
});
