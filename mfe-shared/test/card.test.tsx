// The design system's bordered box: a section by default, an article for an item of a list, and
// hidden when told to be (its grid display must not undo the `hidden` attribute).
import { render, screen } from '@testing-library/react';
import { Card } from '../src/ui/card';

describe('Card', () => {
  it('is a section, or the element asked for', () => {
    render(
      <>
        <Card aria-label="Order 12">Paid</Card>
        <Card as="article" aria-label="SAP FICO">
          Three months
        </Card>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Order 12' })).toHaveTextContent('Paid');
    expect(screen.getByRole('article', { name: 'SAP FICO' })).toHaveTextContent('Three months');
  });

  it('a hidden card is not shown, and shows as a grid again once it is not hidden', () => {
    const { rerender } = render(
      <Card aria-label="Form" hidden>
        The form
      </Card>,
    );
    const card = screen.getByText('The form');
    expect(getComputedStyle(card).display).toBe('none');
    rerender(<Card aria-label="Form">The form</Card>);
    expect(getComputedStyle(card).display).toBe('grid');
  });
});
