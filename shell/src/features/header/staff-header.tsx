// The back office's own header (decision 014): the marketing header's public links
// are of no use to staff, and with "Back office", Dashboard and Logout added they overflowed at
// 768 and 820 px, hid the logo mark and cut off Logout. This one holds the mark, the brand and
// "Back office" (a link to the back office's start), "View site" and Logout, and fits from 360 px
// up without a menu toggle. The back office's own sections are its navigation, inside the area,
// so a remote that fails to load still leaves this header working.
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_NAME, BrandMark, Button, logout, selectIsLoggedIn, theme, useAuthStore } from 'mfe-shared';
import { paths } from '../../config/paths';
import { HeaderFrame, NavLinkStyled } from './header-layout';

export const STAFF_AREA_LABEL = 'Back office';

/** Below this width the brand sets on two smaller lines so the header keeps one row. */
const narrowMedia = '@media (max-width: 479px)';

const StaffLogo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  margin-right: auto;
  color: ${theme.color.text};
  text-decoration: none;
  svg { flex: none; }
  > span { display: flex; flex-direction: column; line-height: 1.15; font-weight: 700; }
  small { font-weight: 600; color: ${theme.color.brand}; font-size: 0.8125rem; }
  ${narrowMedia} { > span { font-size: 0.8125rem; max-width: 6.5rem; } }
`;

const Actions = styled.ul`
  display: flex;
  flex: none;
  align-items: center;
  gap: 0.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  ${narrowMedia} { a, button { padding: 0.45rem 0.5rem; font-size: 0.875rem; } }
`;

export function StaffHeader({ home }: { home: string }) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const navigate = useNavigate();
  const logo = (
    <StaffLogo to={home} aria-label={`${BRAND_NAME} ${STAFF_AREA_LABEL}`}>
      <BrandMark />
      <span>
        <span>{BRAND_NAME}</span>
        <small>{STAFF_AREA_LABEL}</small>
      </span>
    </StaffLogo>
  );
  return (
    <HeaderFrame logo={logo}>
      <nav aria-label="Staff">
        <Actions>
          <li>
            <NavLinkStyled to={paths.home}>View site</NavLinkStyled>
          </li>
          {loggedIn && (
            <li>
              {/* Staff sign in again on the back office's own form, not the portal's. */}
              <Button type="button" $variant="secondary" onClick={() => void logout(() => navigate(home))}>
                Logout
              </Button>
            </li>
          )}
        </Actions>
      </nav>
    </HeaderFrame>
  );
}
