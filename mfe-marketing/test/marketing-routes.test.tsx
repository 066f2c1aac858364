import { screen, waitFor, within } from '@testing-library/react';
import { givenSiteData, renderAt } from './render';
import { BRAND_NAME } from 'mfe-shared';
import { PUBLIC_ROUTES } from '../src/config/public-routes';
import { COPYRIGHT_YEAR } from '../src/features/footer/site-footer';
import { SITE_DATA_SNAPSHOT } from '../src/data/site-data';
import { NOT_FOUND_TEXT } from '../src/features/not-found/not-found-page';

describe('marketing routes (SPEC §2)', () => {
  it('spells the routes as the spec does', async () => {
    const paths = PUBLIC_ROUTES.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/training/corportate', '/implementation/oracle-netsuit', '/implementation/microsoft-dynamics']));
  });

  it.each(PUBLIC_ROUTES.map((r) => [r.path, r.heading, r.title]))('%s has its heading and title', async (path, heading, title) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
    await waitFor(() => expect(document.title).toBe(`${title} | ${BRAND_NAME}`));
  });

  it('any other path shows the 404 image page', async () => {
    await renderAt('/no/such/page');
    expect(screen.getByRole('img', { name: /404/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND_TEXT);
  });

  it('marks its DOM with the remote name and version', async () => {
    const { container } = await renderAt('/');
    expect(container.querySelector('[data-remote="mfe_marketing"]')).toHaveAttribute('data-remote-version', '0.0.0-test');
  });
});

describe('footer (SPEC §2)', () => {
  it('shows the settings contact details (the built-in snapshot without a page server), Bengaluru, three policy links and copyright 2025', async () => {
    await renderAt('/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(SITE_DATA_SNAPSHOT.settings.contact_email!);
    expect(footer).toHaveTextContent(SITE_DATA_SNAPSHOT.settings.phone!);
    expect(footer).toHaveTextContent('Bengaluru, India');
    for (const name of ['Privacy Policy', 'Terms and Conditions', 'Refund and Cancellation']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/privacy-policy');
    }
    expect(footer).toHaveTextContent(`© ${COPYRIGHT_YEAR}`);
    expect(COPYRIGHT_YEAR).toBe(2025);
  });

  it.each(['/', '/about', '/contact', '/privacy-policy', '/no-such-page'])(
    'on %s links /solutions and /services (they were reachable from no page)',
    async (path) => {
      await renderAt(path);
      const explore = within(screen.getByRole('contentinfo')).getByRole('list', { name: 'Explore' });
      expect(within(explore).getByRole('link', { name: 'Solutions' })).toHaveAttribute('href', '/solutions');
      expect(within(explore).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    },
  );

  it('uses the e-mail and phone from settings when known', async () => {
    givenSiteData({ settings: { contact_email: 'hello@example.in', phone: '+91 80 1234 5678' } });
    await renderAt('/');
    expect(screen.getByRole('link', { name: 'hello@example.in' })).toHaveAttribute('href', 'mailto:hello@example.in');
    expect(screen.getByRole('link', { name: '+91 80 1234 5678' })).toHaveAttribute('href', 'tel:+918012345678');
  });

  it('has four social icons, targets from settings, opening in a new tab', async () => {
    givenSiteData({ settings: { social_links: { linkedin: 'https://www.linkedin.com/company/vidya', instagram: '#' } } });
    await renderAt('/about');
    const social = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social).toHaveLength(4);
    expect(social[0]).toHaveAttribute('href', 'https://www.linkedin.com/company/vidya');
    expect(social[1]).toHaveAttribute('href', 'https://www.instagram.com/'); // '#' placeholder: the network itself
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
      expect(link).toHaveAccessibleName(/^Vidya ERP Academy on /);
    }
  });

  it("draws each network's own logo (the hand-drawn icons only approximated them)", async () => {
    const { siFacebook, siInstagram, siYoutube } = await import('simple-icons');
    const { faLinkedin } = await import('@fortawesome/free-brands-svg-icons/faLinkedin');
    givenSiteData();
    await renderAt('/about');
    const social = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    const drawn = social.map((link) => [link.getAttribute('aria-label'), link.querySelector('svg[aria-hidden="true"] path')?.getAttribute('d')]);
    expect(drawn).toEqual([
      ['Vidya ERP Academy on LinkedIn', faLinkedin.icon[4]],
      ['Vidya ERP Academy on Instagram', siInstagram.path],
      ['Vidya ERP Academy on YouTube', siYoutube.path],
      ['Vidya ERP Academy on Facebook', siFacebook.path],
    ]);
  });

  it('shows an icon for every network staff can set in the back office, and no other', async () => {
    const { SOCIAL_NETWORKS } = await import('mfe-shared/contracts');
    givenSiteData({ settings: { social_links: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, `https://example.com/${n}`])) } });
    await renderAt('/about');
    const social = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social.map((link) => link.getAttribute('href'))).toEqual(SOCIAL_NETWORKS.map((n) => `https://example.com/${n}`));
  });
});
