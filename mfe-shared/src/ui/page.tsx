// A screen's frame (`mfe-shared/ui/page`): `Page` is the main landmark (the skip link's target)
// at the site's width; `PageTitle` is the screen's h1 with its actions beside it, then its content.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'mfe-shared';

export const Page = styled.main`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 2rem 1rem 4rem;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 1rem;
  h1 { margin: 0; font-size: 1.6rem; }
  div { display: flex; gap: 0.5rem; flex-wrap: wrap; }
`;

export function PageTitle({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <Header>
        <h1>{title}</h1>
        {actions && <div>{actions}</div>}
      </Header>
      {children}
    </>
  );
}
