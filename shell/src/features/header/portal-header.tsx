// SPEC §2 "Portal header": logo (to /), Dashboard and Courses (both /lms), Events, Support,
// a destructive Logout, a menu toggle below 768px, and Profile, Orders and Certificates (decision 135).
// Bookings is not here: one more link overflowed the 768 px header (the layout guards); students reach
// it from the site's "Book Your Mock Interview Now" and from their booking mails (decision 024).
import { useNavigate } from 'react-router-dom';
import { Button, logout } from 'mfe-shared';
import { paths } from '../../config/paths';
import { CollapsibleNav, HeaderFrame, NavLinkStyled } from './header-layout';
import { BACK_OFFICE_LABEL, useBackOfficeLink } from './use-back-office-link';

export function PortalHeader() {
  const navigate = useNavigate();
  const backOffice = useBackOfficeLink();
  return (
    <HeaderFrame>
      <CollapsibleNav label="Portal">
        <li>
          <NavLinkStyled to={paths.lms}>Dashboard</NavLinkStyled>
        </li>
        <li>
          <NavLinkStyled to={paths.lms}>Courses</NavLinkStyled>
        </li>
        <li>
          <NavLinkStyled to={paths.lmsProfile}>Profile</NavLinkStyled>
        </li>
        <li>
          <NavLinkStyled to={paths.lmsOrders}>Orders</NavLinkStyled>
        </li>
        <li>
          <NavLinkStyled to={paths.lmsCertificates}>Certificates</NavLinkStyled>
        </li>
        <li>
          <NavLinkStyled to={paths.events}>Events</NavLinkStyled>
        </li>
        <li>
          <NavLinkStyled to={paths.lmsSupport}>Support</NavLinkStyled>
        </li>
        {backOffice && (
          <li>
            <NavLinkStyled to={backOffice}>{BACK_OFFICE_LABEL}</NavLinkStyled>
          </li>
        )}
        <li>
          <Button type="button" $variant="destructive" onClick={() => void logout(navigate)}>
            Logout
          </Button>
        </li>
      </CollapsibleNav>
    </HeaderFrame>
  );
}
