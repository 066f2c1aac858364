// SPEC §2 footer: contact e-mail and phone (from the site's settings: GET /site-data, or the
// built-in snapshot before the page server ever reached the API), Bengaluru India, the three policy links (all to /privacy-policy), four social
// icons (targets from settings), copyright 2025.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_NAME, BrandMark, theme } from 'mfe-shared';
import { BrandIcon } from '../../components/brand-icon';
import { Container } from '../../components/layout';
import { SOCIAL_NETWORKS, telHref, useContactDetails } from '../../config/contact-details';
import { COPYRIGHT_YEAR, LOCATION } from '../../config/spec-constants';

export { COPYRIGHT_YEAR };
/**
 * Pages the header's spec'd menu (§2) has no place for: /solutions and /services were reachable
 * from no page, so the footer of every public page links them.
 */
export const EXPLORE_LINKS = [
  { to: '/solutions', label: 'Solutions' },
  { to: '/services', label: 'Services' },
  { to: '/courses', label: 'SAP Courses' },
  { to: '/events', label: 'Events and Webinars' },
] as const;

export const POLICY_LINKS = ['Privacy Policy', 'Terms and Conditions', 'Refund and Cancellation'] as const;

const Footer = styled.footer`
  background: ${theme.color.brandDark};
  color: #fff;
  padding: 2.5rem 0 1.5rem;
  a { color: #fff; }
  ul { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.75rem 1.25rem; }
`;

// The page's own Container (max width, 1rem gutters inside it), so the footer's left edge is
// the content's left edge (it sat 16 px further left).
const Inner = styled(Container)`
  display: grid;
  gap: 1.5rem;
  ${theme.media.desktop} { grid-template-columns: 1fr 1fr; }
  @media (min-width: 1024px) { grid-template-columns: 1.2fr 1fr 1fr 1fr; }
  a { overflow-wrap: anywhere; }
  h2 { font-size: 1rem; margin: 0 0 0.75rem; }
  p { margin: 0 0 0.5rem; }
`;

const Social = styled.ul`
  a { display: inline-flex; width: 2.75rem; height: 2.75rem; align-items: center; justify-content: center; border: 1px solid rgb(255 255 255 / 0.5); border-radius: 999px; }
`;

export function SiteFooter() {
  const { email, phone, social } = useContactDetails();
  return (
    <Footer>
      <Inner>
        <div>
          <p style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', fontWeight: 700 }}>
            <BrandMark /> {BRAND_NAME}
          </p>
          <p>SAP training, ERP implementation and IT staffing.</p>
          <p>{LOCATION}</p>
        </div>
        <div>
          <h2>Contact</h2>
          <p>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
          <p>
            <a href={telHref(phone)}>{phone}</a>
          </p>
          <Social aria-label="Social media">
            {SOCIAL_NETWORKS.map((network) => {
              const href = social[network.key];
              return (
                <li key={network.key}>
                  <a href={href && href !== '#' ? href : network.fallback} target="_blank" rel="noopener" aria-label={`${BRAND_NAME} on ${network.label}`}>
                    <BrandIcon name={network.key} size={20} />
                  </a>
                </li>
              );
            })}
          </Social>
        </div>
        <div>
          <h2>Explore</h2>
          <ul aria-label="Explore">
            {EXPLORE_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2>Policies</h2>
          <ul aria-label="Policies">
            {POLICY_LINKS.map((label) => (
              <li key={label}>
                <Link to="/privacy-policy">{label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </Inner>
      <Container as="p" style={{ textAlign: 'center', marginTop: '2rem' }}>
        © {COPYRIGHT_YEAR} {BRAND_NAME}. All rights reserved.
      </Container>
    </Footer>
  );
}
