// SPEC §2 "Header (public)". A signed-in student sees Dashboard and Logout instead of
// Sign Up and Login (the spec leaves the exact difference open; docs/decisions/003).
import { useNavigate } from 'react-router-dom';
import { Button, logout, selectIsLoggedIn, useAuthStore } from 'mfe-shared';
import { paths } from '../../config/paths';
import { CollapsibleNav, HeaderFrame, NavLinkStyled } from './header-layout';

export function PublicHeader() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const navigate = useNavigate();
  return (
    <HeaderFrame>
      <CollapsibleNav label="Main">
        <li><NavLinkStyled to={paths.home}>Home</NavLinkStyled></li>
        <li><NavLinkStyled to={paths.about}>About</NavLinkStyled></li>
        <li><NavLinkStyled to={paths.training}>Training</NavLinkStyled></li>
        <li><NavLinkStyled to={paths.staffing}>Staffing</NavLinkStyled></li>
        <li><NavLinkStyled to={paths.implementation}>Implementation</NavLinkStyled></li>
        <li><NavLinkStyled to={paths.courses}>Courses</NavLinkStyled></li>
        <li><NavLinkStyled to={paths.events}>Events</NavLinkStyled></li>
        <li><NavLinkStyled to={paths.contact}>Contact</NavLinkStyled></li>
        {loggedIn ? (
          <>
            <li><NavLinkStyled to={paths.lms}>Dashboard</NavLinkStyled></li>
            <li>
              <Button type="button" $variant="secondary" onClick={() => void logout(navigate)}>
                Logout
              </Button>
            </li>
          </>
        ) : (
          <>
            <li><NavLinkStyled to={paths.signUp}>Sign Up</NavLinkStyled></li>
            <li><NavLinkStyled to={paths.login}>Login</NavLinkStyled></li>
          </>
        )}
      </CollapsibleNav>
    </HeaderFrame>
  );
}
