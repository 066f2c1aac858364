// SPEC §2 "Header (public)": Home, About, the Offerings dropdown, Courses, Events, Contact,
// Sign Up and Login; the menu collapses behind a toggle below 768px. A signed-in student
// sees Dashboard and Logout instead of Sign Up and Login (the spec leaves the exact
// difference open; docs/decisions/003).
//
// The Radix NavigationMenu (the dropdown with its delays and keyboard support) is in the
// server's HTML and hydrates in place: no second version of the list is swapped in after the
// first paint, which moved the bar under a busy CPU (a layout shift; decision 006).
import type { ReactNode } from 'react';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Button, logout, selectIsLoggedIn, theme, useAuthStore, VISITOR_ONLY_ATTRIBUTE } from 'mfe-shared';
import { paths } from '../../config/paths';
import { OFFERINGS_OPEN_DELAY_MS, OFFERINGS_SKIP_DELAY_MS } from './header-constants';
import { compactMedia, HeaderFrame, MenuToggle, NavLinkStyled, useMenuToggle } from './header-layout';
import { OfferingsMenu } from './offerings-menu';
import { BACK_OFFICE_LABEL, useBackOfficeLink } from './use-back-office-link';

const rootStyle = css<{ $open: boolean }>`
  > div > ul {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  /* Every item keeps its one line ("Sign Up" wrapped on tablets). */
  > div > ul > li { flex: none; white-space: nowrap; }
  ${compactMedia} { > div > ul { gap: 0.125rem; } }
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
const RadixRoot = styled(NavigationMenu.Root)<{ $open: boolean }>`${rootStyle}`;

function Item({ children, ...attributes }: { children: ReactNode; [VISITOR_ONLY_ATTRIBUTE]?: string }) {
  return <NavigationMenu.Item {...attributes}>{children}</NavigationMenu.Item>;
}

function MenuLink({ active, children }: { active?: boolean; children: ReactNode }) {
  return (
    <NavigationMenu.Link asChild active={active}>
      {children}
    </NavigationMenu.Link>
  );
}

function PageLink({ to, children, visitorOnly = false }: { to: string; children: string; visitorOnly?: boolean }) {
  const { pathname } = useLocation();
  const current = to === pathname ? 'page' : undefined;
  return (
    <Item {...(visitorOnly ? { [VISITOR_ONLY_ATTRIBUTE]: '' } : {})}>
      <MenuLink active={Boolean(current)}>
        <NavLinkStyled to={to} aria-current={current}>
          {children}
        </NavLinkStyled>
      </MenuLink>
    </Item>
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
  white-space: nowrap;
  ${compactMedia} { padding: 0.5rem 0.7rem; font-size: 0.9375rem; }
`;

function AccountLinks() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const navigate = useNavigate();
  const backOffice = useBackOfficeLink();
  if (loggedIn) {
    return (
      <>
        <PageLink to={paths.lms}>Dashboard</PageLink>
        {backOffice && <PageLink to={backOffice}>{BACK_OFFICE_LABEL}</PageLink>}
        <Item>
          <Button type="button" $variant="secondary" onClick={() => void logout(navigate)}>
            Logout
          </Button>
        </Item>
      </>
    );
  }
  // Marked: a browser holding a token never paints them while its check runs (session-hint.ts).
  return (
    <>
      <Item {...{ [VISITOR_ONLY_ATTRIBUTE]: '' }}>
        <MenuLink>
          <SignUp to={paths.signUp}>Sign Up</SignUp>
        </MenuLink>
      </Item>
      <PageLink to={paths.login} visitorOnly>
        Login
      </PageLink>
    </>
  );
}

function Items() {
  return (
    <>
      <PageLink to={paths.home}>Home</PageLink>
      <PageLink to={paths.about}>About</PageLink>
      <OfferingsMenu />
      <PageLink to={paths.courses}>Courses</PageLink>
      <PageLink to={paths.events}>Events</PageLink>
      <PageLink to={paths.contact}>Contact</PageLink>
      <AccountLinks />
    </>
  );
}

export function PublicHeader() {
  const menu = useMenuToggle();
  return (
    <HeaderFrame>
      <MenuToggle {...menu} />
      <RadixRoot aria-label="Main" id={menu.menuId} $open={menu.open} delayDuration={OFFERINGS_OPEN_DELAY_MS} skipDelayDuration={OFFERINGS_SKIP_DELAY_MS}>
        <NavigationMenu.List>
          <Items />
        </NavigationMenu.List>
      </RadixRoot>
    </HeaderFrame>
  );
}
