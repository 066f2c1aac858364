import { LOGIN_HEADINGS } from '../../config/texts';

/** §2: the heading depends on the `action` query parameter. */
export function loginHeading(action: string | null): string {
  if (action === null) return LOGIN_HEADINGS.absent;
  return action === 'signup' ? LOGIN_HEADINGS.signup : LOGIN_HEADINGS.other;
}
