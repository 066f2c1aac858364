// Every back-office screen: the design system's page title (an h1, optional actions beside it)
// and the tab title "… · Back office"; and the back office's section and action rows.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { PageTitle } from 'mfe-shared/ui/page';
import { useDocumentTitle } from '../lib/use-document-title';

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
    <PageTitle title={title} actions={actions}>
      {children}
    </PageTitle>
  );
}
