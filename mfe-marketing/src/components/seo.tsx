// Per-route SEO: title, description, canonical URL and Open Graph tags. React 19
// hoists <title>, <meta> and <link> rendered here into <head> and removes them on the next
// route. The canonical URL is the site's origin plus the route path (no query, no hash); on
// the server the origin comes from the request being rendered (useSiteOrigin).
import { BRAND_NAME, useSiteOrigin } from 'mfe-shared';

export function pageTitle(title: string): string {
  return `${title} | ${BRAND_NAME}`;
}

export function canonicalUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}

/**
 * `canonical` overrides the origin-plus-path URL (a record's own address, as the API names it);
 * `noindex` keeps a page out of search results while link previews still read its Open Graph tags.
 */
export function Seo({
  title,
  description,
  path,
  canonical,
  noindex = false,
}: {
  title: string;
  description: string;
  path: string;
  canonical?: string;
  noindex?: boolean;
}) {
  const full = pageTitle(title);
  const origin = useSiteOrigin();
  const url = canonical ?? canonicalUrl(path, origin);
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_IN" />
      <meta name="twitter:card" content="summary" />
    </>
  );
}

/** Structured data for search engines; `<` is escaped so the JSON cannot close its tag. */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
