import { screen, within } from '@testing-library/react';
import { givenSiteData, renderAt } from './render';
import { RIGHT_FOR_ME_ITEMS, STATISTICS } from '../src/config/spec-constants';
import { BENEFITS, OFFERINGS, TESTIMONIALS } from '../src/content/home';
import { DEFAULT_BOOKING_URL } from '../src/components/booking-link';

describe('home page (SPEC §1, §2)', () => {
  it('shows the statistics band: 67%, 96 hrs, 82%, 46 days', async () => {
    await renderAt('/');
    const band = screen.getByLabelText('Statistics');
    const values = within(band)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(values).toEqual(['67%', '96 hrs', '82%', '46 days']);
    expect(STATISTICS.map((s) => s.value)).toEqual(values);
    expect(band).toHaveTextContent(/non-SAP background/);
  });

  it('has three hero buttons to training, implementation and staffing', async () => {
    await renderAt('/');
    const hero = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(
      within(hero)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/training', '/implementation', '/staffing']);
  });

  it('has four benefit cards, three offering cards with keyword lists and the eight items by name', async () => {
    await renderAt('/');
    const different = screen.getByRole('region', { name: /What makes .* different/ });
    expect(within(different).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(BENEFITS).toHaveLength(4);
    const offerings = screen.getByRole('region', { name: 'What we offer' });
    for (const card of OFFERINGS) expect(within(offerings).getByRole('list', { name: `${card.title} keywords` })).toBeInTheDocument();
    expect(within(offerings).getByRole('link', { name: 'View App Modules' })).toHaveAttribute('href', '/training#modules');
    expect(within(offerings).getByRole('link', { name: 'See Sample Projects' })).toHaveAttribute('href', '/solutions/sap-implementation#projects');
    const right = screen.getByRole('region', { name: /right for me/ });
    expect(
      within(right)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([...RIGHT_FOR_ME_ITEMS]);
    expect(RIGHT_FOR_ME_ITEMS).toHaveLength(8);
  });

  it('keeps the testimonials in data but does not show them', async () => {
    await renderAt('/');
    expect(TESTIMONIALS).toHaveLength(3);
    for (const t of TESTIMONIALS) expect(screen.queryByText(t.content)).not.toBeInTheDocument();
  });

  it('has the contact form and Talk to an Expert opens the booking URL in a new tab', async () => {
    await renderAt('/');
    expect(screen.getByRole('form', { name: 'Contact' })).toBeInTheDocument();
    const expert = screen.getByRole('link', { name: /Talk to an Expert/ });
    expect(expert).toHaveAttribute('href', DEFAULT_BOOKING_URL);
    expect(expert).toHaveAttribute('target', '_blank');
    expect(expert).toHaveAttribute('rel', 'noopener');
  });

  it('uses the booking URL from settings', async () => {
    givenSiteData({ settings: { booking_url: 'https://cal.example.com/vidya' } });
    await renderAt('/');
    expect(screen.getByRole('link', { name: /Talk to an Expert/ })).toHaveAttribute('href', 'https://cal.example.com/vidya');
  });

  it('describes the organization as JSON-LD', async () => {
    const { container } = await renderAt('/');
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent);
    expect(data).toMatchObject({ '@type': 'EducationalOrganization', name: 'Vidya ERP Academy', address: { addressLocality: 'Bengaluru' } });
  });
});
