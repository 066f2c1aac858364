// Pieces both headers are built from: the bar, the logo link, the nav list and the toggle
// that collapses the menu below the SPEC §9 mobile breakpoint.
import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_NAME, BrandMark, MOBILE_BREAKPOINT_PX, theme } from 'mfe-shared';
import { openedEarly, takeEarlyToggles } from './early-toggles';

/** Tablets and small laptops: the full menu is shown but must fit beside the brand. */
export const compactMedia = `@media (min-width: ${MOBILE_BREAKPOINT_PX}px) and (max-width: 1099px)`;

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.layer.header};
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  max-width: ${theme.maxWidth};
  min-height: 4rem;
  margin: 0 auto;
  padding: 0 1rem;
  ${compactMedia} { gap: 0.5rem; }
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 700;
  color: ${theme.color.text};
  text-decoration: none;
  margin-right: auto;
  /* Between the mobile breakpoint and ~1100px the full menu needs the room. The name stays
     (hiding it left a bare mark), set smaller on two lines. */
  ${compactMedia} {
    gap: 0.375rem;
    span { max-width: 5.5rem; font-size: 0.875rem; line-height: 1.15; }
  }
`;

export const NavList = styled.ul<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  ${theme.media.mobile} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: absolute;
    top: 4rem;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    padding: 0.5rem 1rem 1rem;
    background: ${theme.color.surface};
    border-bottom: 1px solid ${theme.color.border};
  }
`;

export const NavLinkStyled = styled(Link)`
  display: block;
  padding: 0.5rem 0.75rem;
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  text-decoration: none;
  font-weight: 500;
  white-space: nowrap;
  &:hover { background: ${theme.color.surfaceAlt}; }
  &[aria-current='page'] { color: ${theme.color.brand}; }
  ${compactMedia} { padding: 0.5rem 0.45rem; font-size: 0.9375rem; }
`;

const Toggle = styled.button`
  display: none;
  ${theme.media.mobile} { display: inline-flex; }
  padding: 0.5rem;
  background: transparent;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  cursor: pointer;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  &:focus { left: 1rem; top: 0.5rem; z-index: ${theme.layer.skipLink}; background: #fff; padding: 0.5rem; }
`;

export function Logo() {
  return (
    <LogoLink to="/" aria-label={`${BRAND_NAME} home`}>
      <BrandMark />
      <span>{BRAND_NAME}</span>
    </LogoLink>
  );
}

/** Open state of the small-screen menu (SPEC §2); it closes on every navigation. */
export function useMenuToggle() {
  const menuId = useId();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [menu, setMenu] = useState({ open: false, at: here });
  // A navigation closes the menu, during render: React's way to reset state when an input changes.
  if (menu.at !== here) setMenu({ open: false, at: here });
  // A tap made before hydration opens the menu once hydrated.
  const replayEarlyTap = useEffectEvent(() => {
    if (openedEarly(takeEarlyToggles(), menuId)) setMenu({ open: true, at: here });
  });
  // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration on purpose: the first client render must match the server's closed menu
  useEffect(() => replayEarlyTap(), [menuId]);
  return { open: menu.open && menu.at === here, menuId, toggle: () => setMenu((last) => ({ open: !last.open, at: here })) };
}

export function MenuToggle({ open, menuId, toggle }: ReturnType<typeof useMenuToggle>) {
  return (
    <Toggle type="button" aria-expanded={open} aria-controls={menuId} aria-label={open ? 'Close menu' : 'Open menu'} onClick={toggle}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
      </svg>
    </Toggle>
  );
}

/** The menu collapses behind a toggle on small screens (SPEC §2) and closes on navigation. */
export function CollapsibleNav({ label, children }: { label: string; children: ReactNode }) {
  const menu = useMenuToggle();
  const { open, menuId } = menu;
  return (
    <>
      <MenuToggle {...menu} />
      <nav aria-label={label}>
        <NavList id={menuId} $open={open}>
          {children}
        </NavList>
      </nav>
    </>
  );
}

/** `logo`: the site's logo link by default; the staff header brings its own (decision 014). */
export function HeaderFrame({ children, logo = <Logo /> }: { children?: ReactNode; logo?: ReactNode }) {
  return (
    <Bar>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Inner>
        {logo}
        {children}
      </Inner>
    </Bar>
  );
}
