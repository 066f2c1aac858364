import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { authStore } from 'mfe-shared';
import MarketingRoutes from '../src/app/marketing-routes';
import { PUBLIC_ROUTES } from '../src/config/public-routes';
import { COPYRIGHT_YEAR, FOOTER_DEFAULTS } from '../src/features/footer/site-footer';
import { NOT_FOUND_TEXT } from '../src/features/not-found/not-found-page';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <MarketingRoutes />
    </MemoryRouter>,
  );

describe('marketing routes (SPEC §2)', () => {
  it('spells the routes as the spec does', () => {
    const paths = PUBLIC_ROUTES.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/training/corportate', '/implementation/oracle-netsuit', '/implementation/microsoft-dynamics']));
  });

  it.each(PUBLIC_ROUTES.map((r) => [r.path, r.heading]))('%s has its heading', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it('any other path shows the 404 image page', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('img', { name: /404/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND_TEXT);
  });

  it('marks its DOM with the remote name and version', () => {
    const { container } = renderAt('/');
    expect(container.querySelector('[data-remote="mfe_marketing"]')).toHaveAttribute('data-remote-version', '0.0.0-test');
  });
});

describe('footer (SPEC §2)', () => {
  it('shows contact defaults, Bengaluru, three policy links and copyright 2025', () => {
    renderAt('/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(FOOTER_DEFAULTS.email);
    expect(footer).toHaveTextContent(FOOTER_DEFAULTS.phone);
    expect(footer).toHaveTextContent('Bengaluru, India');
    for (const name of ['Privacy Policy', 'Terms and Conditions', 'Refund and Cancellation']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/privacy-policy');
    }
    expect(footer).toHaveTextContent(`© ${COPYRIGHT_YEAR}`);
    expect(COPYRIGHT_YEAR).toBe(2025);
  });

  it('uses the e-mail and phone from settings when known', () => {
    authStore.getState().mergeSettings({ contact_email: 'hello@example.in', phone: '+91 80 1234 5678' });
    renderAt('/');
    expect(screen.getByRole('link', { name: 'hello@example.in' })).toHaveAttribute('href', 'mailto:hello@example.in');
    expect(screen.getByRole('link', { name: '+91 80 1234 5678' })).toHaveAttribute('href', 'tel:+918012345678');
  });
});
