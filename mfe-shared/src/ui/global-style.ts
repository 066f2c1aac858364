import { createGlobalStyle } from 'styled-components';
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
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation: none !important; transition: none !important; }
  }
`;
