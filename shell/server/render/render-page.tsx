// Renders one URL of the site to HTML in Node: the shell's header and routes with the remote's
// page inside, exactly the tree the browser hydrates (app.tsx AppShell), plus the
// styled-components CSS it used and the head tags React hoisted (title, meta, canonical).
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import {
  authStore,
  AuthStoreContext,
  createAuthStore,
  HttpStatusContext,
  PAGE_DATA_ELEMENT_ID,
  PageDataContext,
  SITE_DATA_ELEMENT_ID,
  SiteDataContext,
  SIGNED_IN_DATA_ELEMENT_ID,
  SignedInDataContext,
  SiteOriginContext,
  type HttpStatusRecord,
  type SignedInData,
  type PageData,
  type ResolvedRoute,
  type SiteData,
} from 'mfe-shared';
import { AppShell } from '../../src/app/app';
import { RemoteLoaderContext, type RemoteLoader } from '../../src/features/remotes/remote-loader';
import { RouteTableContext } from '../../src/lib/route-map';
import { jsonScriptTag } from './json-script';
import { RENDER_UNTIL_SESSION_SWAP } from '../session-variants';

/** https://html.spec.whatwg.org/multipage/links.html#link-type-expect */
export const RENDER_UNTIL_MAIN = '<link rel="expect" href="#main" blocking="render">';

export interface RenderedPage {
  /** For <head>: hoisted title/meta/link tags, the page's <style> tags, then the site data it used. */
  head: string;
  /** The inside of #root. */
  body: string;
  status: number;
  /** The page's content is in the HTML (a public page), not only a loading state. */
  complete: boolean;
  /** A page behind the login (decision 012): the inside of #root as a token holder first sees it. */
  signedInBody?: string | null;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/** The text between two markers React is known to write around it. */
function between(html: string, start: string, end: string, last = false): string {
  const from = html.indexOf(start);
  const to = last ? html.lastIndexOf(end) : html.indexOf(end, from);
  if (from < 0 || to < from) throw new Error(`prerender output has no ${start}…${end}: …${html.slice(-400)}`);
  return html.slice(from + start.length, to);
}

/** The signed-in variant's token: nothing sends it; the store only needs one to be held. The
 * visitor variant reads the renderer's own store, where nobody is ever signed in. */
const SIGNED_IN_PLACEHOLDER = 'held';

export async function renderPage({
  url,
  origin,
  loader,
  routes = null,
  complete,
  timeoutMs = 5_000,
  siteData = null,
  pageData = null,
  sessionVariants = false,
  signedIn = null,
}: {
  url: string;
  origin: string;
  loader: RemoteLoader;
  /** The request's runtime config's route table (decision 010); null: the default one. */
  routes?: readonly ResolvedRoute[] | null;
  complete: boolean;
  timeoutMs?: number;
  /** The site data to render with (null: the remote's built-in snapshot); embedded for hydration. */
  siteData?: SiteData | null;
  /** A dynamic page's own data (decision 208); embedded for hydration like the site data. */
  pageData?: PageData | null;
  /** Also render the page as a token holder sees it while SPEC §4's check runs (decision 012). */
  sessionVariants?: boolean;
  /** A portal page as this student sees it (decision 031): one variant, theirs, with their data. */
  signedIn?: SignedInData | null;
}): Promise<RenderedPage> {
  // The student's page replaces both variants: nothing is left to swap in the browser.
  const variants = sessionVariants && !signedIn;
  // Signed in with the cookie: §4's check is done (the page server asked it), the user is known.
  const storeFor = (signedInVariant: boolean) =>
    signedIn
      ? createAuthStore({ status: 'ready', token: SIGNED_IN_PLACEHOLDER, user: signedIn.user, student: signedIn.student })
      : signedInVariant
        ? createAuthStore({ status: 'checking', token: SIGNED_IN_PLACEHOLDER })
        : authStore;
  const sheet = new ServerStyleSheet();
  const status: HttpStatusRecord = { code: 200 };
  const errors: unknown[] = [];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`rendering ${url} took over ${timeoutMs} ms`)), timeoutMs);
  try {
    // A whole document, so React writes the hoisted head tags into the <head> it adds; the
    // browser hydrates only #root. Every element above #root has exactly one child, no <head />
    // sibling included: a sibling is a fork in React's tree ids, and every useId below it
    // (menu toggles, Radix's aria-controls) would then differ from the browser's.
    const documentFor = (signedInVariant: boolean) => (
      <html lang="en-IN">
        <body>
          <div id="root">
            {sheet.collectStyles(
              <AuthStoreContext.Provider value={storeFor(signedInVariant)}>
                <SignedInDataContext.Provider value={signedIn}>
                  <SiteOriginContext.Provider value={origin}>
                    <SiteDataContext.Provider value={siteData}>
                      <PageDataContext.Provider value={pageData}>
                        <HttpStatusContext.Provider value={status}>
                          <RemoteLoaderContext.Provider value={loader}>
                            <RouteTableContext.Provider value={routes}>
                              <StaticRouter location={url}>
                                <AppShell />
                              </StaticRouter>
                            </RouteTableContext.Provider>
                          </RemoteLoaderContext.Provider>
                        </HttpStatusContext.Provider>
                      </PageDataContext.Provider>
                    </SiteDataContext.Provider>
                  </SiteOriginContext.Provider>
                </SignedInDataContext.Provider>
              </AuthStoreContext.Provider>,
            )}
          </div>
        </body>
      </html>
    );
    const render = async (signedInVariant: boolean) => {
      const { prelude } = await prerenderToNodeStream(documentFor(signedInVariant), {
        signal: controller.signal,
        // Every boundary inline and in order: the page is complete HTML, with no script that
        // moves parts into place (the site's CSP has no inline scripts).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          errors.push(error);
        },
      });
      return readAll(prelude);
    };
    const html = await render(false);
    const signedInHtml = variants ? await render(true) : null;
    // A part that failed would reach the browser as a client-rendered hole: better to send
    // no prerendered HTML at all and let the browser render the page as before.
    if (errors.length) throw errors[0];
    return {
      // Render-blocking until the page's <main> is parsed, so the first paint never shows a
      // header cut off mid-list by a parser that yielded: the rest of the list would then move
      // what was painted (a layout shift seen under a busy CPU). A page without #main (the
      // portal's Loading...) unblocks when parsing ends. Browsers without rel=expect ignore it.
      // The data this HTML was rendered with, for the browser's first render (hydration) to use
      // exactly the same (no tag: the remote's own snapshot, on both sides).
      head:
        (variants ? RENDER_UNTIL_SESSION_SWAP : complete || signedIn ? RENDER_UNTIL_MAIN : '') +
        between(html, '<head>', '</head>') +
        sheet.getStyleTags() +
        (siteData ? jsonScriptTag(SITE_DATA_ELEMENT_ID, siteData) : '') +
        (pageData ? jsonScriptTag(PAGE_DATA_ELEMENT_ID, pageData) : '') +
        (signedIn ? jsonScriptTag(SIGNED_IN_DATA_ELEMENT_ID, signedIn) : ''),
      body: between(html, '<div id="root">', '</div></body>', true),
      status: status.code,
      complete: complete || signedIn !== null,
      signedInBody: signedInHtml === null ? null : between(signedInHtml, '<div id="root">', '</div></body>', true),
    };
  } finally {
    clearTimeout(timer);
    sheet.seal();
  }
}
