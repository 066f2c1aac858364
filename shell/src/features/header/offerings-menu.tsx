// The Offerings dropdown of the public header (SPEC §2): Training, Staffing, Implementation.
// Radix NavigationMenu gives the hover delays, keyboard support (Enter/Space/arrows/Escape)
// and the ARIA wiring; the content renders in place (no viewport) so it also works inside
// the collapsed small-screen menu.
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from 'mfe-shared';
import { paths } from '../../config/paths';
import { OFFERINGS_LABEL } from './header-constants';
import { compactMedia } from './header-layout';

export const OFFERINGS = [
  { to: paths.training, label: 'Training', hint: 'Individual, corporate, mock interviews, server access' },
  { to: paths.staffing, label: 'Staffing', hint: 'ERP, SAP, cloud and data talent' },
  { to: paths.implementation, label: 'Implementation', hint: 'SAP, Odoo, Zoho, NetSuite, Dynamics' },
] as const;

const triggerStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text};
  font: inherit;
  font-weight: 500;
  cursor: pointer;
  white-space: nowrap;
  ${compactMedia} { padding: 0.5rem 0.45rem; font-size: 0.9375rem; }
  &:hover, &[data-state='open'] { background: ${theme.color.surfaceAlt}; }
  svg { transition: transform 150ms; }
  &[data-state='open'] svg { transform: rotate(180deg); }
`;
const Trigger = styled(NavigationMenu.Trigger)`${triggerStyle}`;

const Content = styled(NavigationMenu.Content)`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 0;
  z-index: ${theme.layer.menu};
  min-width: 18rem;
  padding: 0.5rem;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  box-shadow: 0 10px 30px rgb(15 23 42 / 0.12);
  ul { list-style: none; margin: 0; padding: 0; }
  ${theme.media.mobile} { position: static; box-shadow: none; border: 0; padding: 0 0 0 0.75rem; }
`;

const ItemLink = styled(Link)`
  display: block;
  padding: 0.5rem 0.75rem;
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  text-decoration: none;
  font-weight: 600;
  span { display: block; font-weight: 400; font-size: 0.875rem; color: ${theme.color.muted}; }
  &:hover, &:focus-visible { background: ${theme.color.surfaceAlt}; }
`;

const Chevron = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** The first-paint stand-in: the same button, closed, until the Radix menu takes over. */
export function OfferingsMenu() {
  return (
    <NavigationMenu.Item style={{ position: 'relative' }}>
      <Trigger>
        {OFFERINGS_LABEL}
        <Chevron />
      </Trigger>
      <Content>
        <ul>
          {OFFERINGS.map((offering) => (
            <li key={offering.to}>
              <NavigationMenu.Link asChild>
                <ItemLink to={offering.to}>
                  {offering.label}
                  <span>{offering.hint}</span>
                </ItemLink>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </Content>
    </NavigationMenu.Item>
  );
}
