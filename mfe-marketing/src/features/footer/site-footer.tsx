// SPEC §2 footer: contact e-mail and phone (from GET /settings), Bengaluru India, the three
// policy links (all to /privacy-policy), four social icons, copyright 2025.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_NAME, theme, useAuthStore } from 'mfe-shared';

export const FOOTER_DEFAULTS = { email: 'info@vidyaerp.in', phone: '+91 98450 12345' };
export const COPYRIGHT_YEAR = 2025;

const Footer = styled.footer`
  background: ${theme.color.brandDark};
  color: #fff;
  padding: 2rem 1rem;
  a { color: #fff; }
  ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1rem; }
`;

export function SiteFooter() {
  const settings = useAuthStore((state) => state.settings);
  const email = settings.contact_email ?? FOOTER_DEFAULTS.email;
  const phone = settings.phone ?? FOOTER_DEFAULTS.phone;
  return (
    <Footer>
      <p>
        <a href={`mailto:${email}`}>{email}</a> · <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a> · Bengaluru, India
      </p>
      <ul aria-label="Policies">
        <li><Link to="/privacy-policy">Privacy Policy</Link></li>
        <li><Link to="/privacy-policy">Terms and Conditions</Link></li>
        <li><Link to="/privacy-policy">Refund and Cancellation</Link></li>
      </ul>
      <p>© {COPYRIGHT_YEAR} {BRAND_NAME}. All rights reserved.</p>
    </Footer>
  );
}
