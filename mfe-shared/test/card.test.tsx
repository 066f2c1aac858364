// The design system's bordered box: a section by default, an article for an item of a list, and
// hidden when told to be (its grid display must not undo the `hidden` attribute); tinted when a box
// must stand apart from the content around it, and on the attention colours when it asks for something.
import { render, screen } from '@testing-library/react';
import { theme } from 'mfe-shared';
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

  it('a tinted card is on the alternate surface, a plain one on the page surface, both with the border', () => {
    render(
      <>
        <Card as="aside" aria-label="Notification e-mails" $tone="tinted">
          All sent
        </Card>
        <Card aria-label="Order 12">Paid</Card>
      </>,
    );
    const tinted = getComputedStyle(screen.getByRole('complementary', { name: 'Notification e-mails' }));
    const plain = getComputedStyle(screen.getByRole('region', { name: 'Order 12' }));
    expect(tinted.backgroundColor).toBe(rgb(theme.color.surfaceAlt));
    expect(plain.backgroundColor).toBe(rgb(theme.color.surface));
    expect(tinted.border).toBe(plain.border);
    expect(tinted.borderRadius).toBe(theme.radius.md);
  });
  it('an attention card asks for the reader: the accent border on the attention surface', () => {
    render(
      <Card aria-label="Verify your e-mail" $tone="attention">
        Send a code
      </Card>,
    );
    const attention = getComputedStyle(screen.getByRole('region', { name: 'Verify your e-mail' }));
    expect(attention.backgroundColor).toBe(rgb(theme.color.attentionSurface));
    expect(attention.borderColor).toBe(rgb(theme.color.accent));
  });
});

/** `#f3f6fb` as the computed style spells it, `rgb(243, 246, 251)`. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
