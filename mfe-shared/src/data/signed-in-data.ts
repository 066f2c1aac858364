// A signed-in portal page the page server rendered from the session cookie (decision 031): the
// student and the API's answers it was rendered with, the same on the server and in the browser,
// as the public pages' data is (page-data.ts):
// - on the server, the shell's renderer provides them through `SignedInDataContext` (a context,
//   not a module variable: renders of different requests overlap), and DataProvider hands the
//   answers to SWR as its `fallback`, keyed by the very API paths the portal's hooks ask for;
// - the page server embeds the same object in the HTML (`<script id="signed-in-data">`), for
//   the browser's first render to use exactly the same.
// The object carries the path it was rendered for: embedded data never stands for another page.
import { createContext } from 'react';
import type { Student, User } from '../contracts';

/** The id of the JSON script tag the page server writes next to the runtime config. */
export const SIGNED_IN_DATA_ELEMENT_ID = 'signed-in-data';

/**
 * The cookies a portal screen's first render reads (SPEC §4: the class viewer's sidebar
 * `sidebar_state`): the page server passes the request's values, so the server renders what the
 * browser's first render will, which reads `document.cookie`.
 */
export const RENDER_COOKIES = ['sidebar_state'] as const;

export interface SignedInData {
  path: string;
  user: User;
  student: Student | null;
  /** GET answers by API path (the SWR keys of the portal's hooks). */
  answers: Record<string, unknown>;
  /** The request's RENDER_COOKIES that it carried, by name. */
  cookies?: Record<string, string>;
}

export const SignedInDataContext = createContext<SignedInData | null>(null);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The outline only: the portal's hooks parse each answer with their contract as they read it. */
export function isSignedInData(value: unknown): value is SignedInData {
  if (!isRecord(value) || typeof value.path !== 'string' || !isRecord(value.answers)) return false;
  return isRecord(value.user) && Boolean(value.user.id) && (value.student === null || isRecord(value.student));
}

/**
 * What the page server embedded for this very page, or null (none, unreadable, another path). Read
 * when the browser starts, before hydration: the auth store's first state and SWR's first answers
 * must be the server's, or the student's page would hydrate as 'Loading...' (a mismatch).
 */
export function readEmbeddedSignedInData(doc: Document | undefined = globalThis.document): SignedInData | null {
  const text = doc?.getElementById(SIGNED_IN_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isSignedInData(value)) return null;
    const here = doc?.location?.pathname.replace(/\/+$/, '');
    return value.path.replace(/\/+$/, '') === here ? value : null;
  } catch {
    return null;
  }
}
