// SPEC §2 "Header (public)": Home, About, the Offerings dropdown, Courses, Events, Contact,
// Sign Up and Login; the menu collapses behind a toggle below 768px. A signed-in student
// sees Dashboard and Logout instead of Sign Up and Login (the spec leaves the exact
// difference open; docs/decisions/003).
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, logout, selectIsLoggedIn, theme, useAuthStore } from 'mfe-shared';
import { paths } from '../../config/paths';
import { OFFERINGS_OPEN_DELAY_MS, OFFERINGS_SKIP_DELAY_MS } from './header-constants';
import { HeaderFrame, MenuToggle, NavLinkStyled, useMenuToggle } from './header-layout';
import { OfferingsMenu } from './offerings-menu';

const Root = styled(NavigationMenu.Root)<{ $open: boolean }>`
  > div > ul {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ${theme.media.mobile} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: absolute;
    top: 4rem;
    left: 0;
    right: 0;
    padding: 0.5rem 1rem 1rem;
    background: ${theme.color.surface};
    border-bottom: 1px solid ${theme.color.border};
    > div > ul { flex-direction: column; align-items: stretch; }
  }
`;

function PageLink({ to, children }: { to: string; children: string }) {
  const { pathname } = useLocation();
  const current = to === pathname ? 'page' : undefined;
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild active={Boolean(current)}>
        <NavLinkStyled to={to} aria-current={current}>{children}</NavLinkStyled>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

const SignUp = styled(Link)`
  display: inline-flex;
  padding: 0.5rem 0.9rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.brand};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

function AccountLinks() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const navigate = useNavigate();
  if (loggedIn) {
    return (
      <>
        <PageLink to={paths.lms}>Dashboard</PageLink>
        <NavigationMenu.Item>
          <Button type="button" $variant="secondary" onClick={() => void logout(navigate)}>Logout</Button>
        </NavigationMenu.Item>
      </>
    );
  }
  return (
    <>
      <NavigationMenu.Item>
        <NavigationMenu.Link asChild><SignUp to={paths.signUp}>Sign Up</SignUp></NavigationMenu.Link>
      </NavigationMenu.Item>
      <PageLink to={paths.login}>Login</PageLink>
    </>
  );
}

export function PublicHeader() {
  const menu = useMenuToggle();
  return (
    <HeaderFrame>
      <MenuToggle {...menu} />
      <Root
        aria-label="Main"
        id={menu.menuId}
        $open={menu.open}
        delayDuration={OFFERINGS_OPEN_DELAY_MS}
        skipDelayDuration={OFFERINGS_SKIP_DELAY_MS}
      >
        <NavigationMenu.List>
          <PageLink to={paths.home}>Home</PageLink>
          <PageLink to={paths.about}>About</PageLink>
          <OfferingsMenu />
          <PageLink to={paths.courses}>Courses</PageLink>
          <PageLink to={paths.events}>Events</PageLink>
          <PageLink to={paths.contact}>Contact</PageLink>
          <AccountLinks />
        </NavigationMenu.List>
      </Root>
    </HeaderFrame>
  );
}
