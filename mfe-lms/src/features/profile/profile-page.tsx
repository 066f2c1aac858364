// Profile at /lms/profile: name, e-mail (confirmed by a code sent to the new
// address), password (the current one required) and "Sign out of all devices".
// Loaded lazily: the /lms entry stays within its byte budget.
import styled from 'styled-components';
import { useAuthStore } from 'mfe-shared';
import { PROFILE_HEADING, TITLE_PARTS } from '../../config/texts';
import { PageHead } from '../../components/page-head';
import { Page } from 'mfe-shared/ui/page';
import { EmailSection } from './components/email-section';
import { NameSection } from './components/name-section';
import { PasswordSection } from './components/password-section';
import { SessionsSection } from './components/sessions-section';

const Stack = styled.div`display: grid; gap: 1.5rem; max-width: 44rem;`;

export default function ProfilePage() {
  const user = useAuthStore((state) => state.user);
  if (!user) return null; // the routes only mount this for a signed-in student
  return (
    <Page id="main">
      <PageHead parts={[TITLE_PARTS.profile]} />
      <h1>{PROFILE_HEADING}</h1>
      <Stack>
        <NameSection name={user.name} />
        <EmailSection email={user.email} />
        <PasswordSection />
        <SessionsSection />
      </Stack>
    </Page>
  );
}
