// A signed-in student at /admin (and an editor at an admin-only screen): the API's own 403 words.
import { ADMIN_MESSAGES } from 'mfe-shared/contracts/admin';
import { PORTAL_HOME } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './card';

export const FORBIDDEN_HEADING = 'Staff only';

export function ForbiddenPage() {
  useDocumentTitle(FORBIDDEN_HEADING);
  return (
    <AuthCard>
      <h1>{FORBIDDEN_HEADING}</h1>
      <p>{ADMIN_MESSAGES.forbidden}</p>
      <p>
        <a href={PORTAL_HOME}>Back to the learning portal</a>
      </p>
    </AuthCard>
  );
}
