// Each portal screen names itself in the tab and in search results. React 19 hoists
// the <title> and <meta> rendered here into <head> (ahead of the shell's default title) and
// removes them when the screen unmounts, as the public site's Seo does; no head library.
import { portalTitle, PORTAL_DESCRIPTION } from '../config/texts';

const DESCRIPTION_MAX = 160;

/** Search engines show about 160 characters: longer text is cut at a word, with an ellipsis. */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** @param parts the screen's own names, most specific first; the brand is appended. */
export function PageHead({ parts, description = PORTAL_DESCRIPTION }: { parts: readonly string[]; description?: string }) {
  return (
    <>
      <title>{portalTitle(...parts)}</title>
      <meta name="description" content={shortDescription(description)} />
    </>
  );
}
