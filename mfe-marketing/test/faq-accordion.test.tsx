import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from '../src/components/faq-accordion';
import { PLATFORMS } from '../src/content/implementation';
import { FAQ_COUNT } from '../src/config/spec-constants';

const faqs = PLATFORMS[0]!.faqs;
const question = (i: number) => screen.getByRole('button', { name: faqs[i]!.question });

describe('FAQ accordion (SPEC §2, §4)', () => {
  it('every implementation page has five questions', () => {
    expect(FAQ_COUNT).toBe(5);
    for (const platform of PLATFORMS) expect(platform.faqs).toHaveLength(FAQ_COUNT);
  });

  it('starts closed, opens one at a time and collapses the open one', async () => {
    render(<FaqAccordion items={faqs} />);
    const all = screen.getAllByRole('button');
    expect(all).toHaveLength(FAQ_COUNT);
    for (const button of all) expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(question(0));
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: faqs[0]!.question })).toBeVisible();

    await userEvent.click(question(2));
    expect(question(2)).toHaveAttribute('aria-expanded', 'true');
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(1);

    await userEvent.click(question(2));
    expect(question(2)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    render(<FaqAccordion items={faqs} />);
    await userEvent.tab();
    expect(question(0)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(question(1)).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(question(1)).toHaveAttribute('aria-expanded', 'true');
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders list answers with their heading and items', async () => {
    render(<FaqAccordion items={faqs} />);
    await userEvent.click(question(3));
    const region = screen.getByRole('region', { name: faqs[3]!.question });
    expect(region).toHaveTextContent('We migrate');
    expect(region.querySelectorAll('li')).toHaveLength(3);
  });
});
