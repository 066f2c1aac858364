// Every back-office screen: an h1, the tab title "… · Back office", optional actions beside it.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { useDocumentTitle } from '../lib/use-document-title';

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

export const Section = styled.section`
  margin: 2rem 0;
  padding-top: 1rem;
  border-top: 1px solid ${theme.color.border};
  h2 { font-size: 1.2rem; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

export function Screen({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
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
