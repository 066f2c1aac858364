import { useEffect } from 'react';

export const TITLE_SUFFIX = 'Back office';

/** Every screen names itself in the tab: "Courses · Back office". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${TITLE_SUFFIX}`;
  }, [title]);
}
