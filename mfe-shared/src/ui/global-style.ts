import { createGlobalStyle } from 'styled-components';
import { SESSION_CHECKING_ATTRIBUTE, SESSION_VARIANT_ATTRIBUTE, VISITOR_ONLY_ATTRIBUTE } from '../auth/session-hint';
import { theme } from './theme';

// System font stack: no web font to block the first paint.
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    color: ${theme.color.text};
    background: ${theme.color.surface};
    line-height: 1.5;
  }
  a { color: ${theme.color.brand}; }
  img, svg { max-width: 100%; height: auto; }
  :focus-visible { outline: 3px solid ${theme.color.accent}; outline-offset: 2px; }
  /* Auth-aware first paint (auth/session-hint.ts): while a stored token is being checked, the
     visitor's links and a portal page's visitor variant never paint. */
  html[${SESSION_CHECKING_ATTRIBUTE}] [${VISITOR_ONLY_ATTRIBUTE}],
  html[${SESSION_CHECKING_ATTRIBUTE}] #root[${SESSION_VARIANT_ATTRIBUTE}='visitor'] { visibility: hidden; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation: none !important; transition: none !important; }
  }
`;
