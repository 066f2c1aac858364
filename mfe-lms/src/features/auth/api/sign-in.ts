// POST /lms/login (SPEC §7) and §4's "the token is stored in local storage" — shared by the
// Sign In form and the sign-up flow, which signs the new student straight in.
import { apiFetch, storeToken } from 'mfe-shared';
import { accessTokenResponseSchema } from 'mfe-shared/contracts';

export async function signIn(username: string, password: string): Promise<void> {
  const { access_token } = await apiFetch('/lms/login', {
    method: 'POST',
    body: { username, password },
    schema: accessTokenResponseSchema,
  });
  storeToken(access_token);
}
