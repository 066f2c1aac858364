// The API container's mail reaches the mail catcher: a sign-up through the published API port,
// then the welcome mail read back through the catcher's HTTP API (mailpit's /api/v1/messages).
// The engine-less compose stage ran the API outside its image, so it could not see that the image
// bundled the mail templates without their JSX runtime and every mail failed (decision 305).
import { API_URL, MAIL_API_URL } from './stack.mjs';
import { until } from './engine.mjs';

/** @returns {Promise<string>} the subject of the mail that arrived */
export async function welcomeMailArrives() {
  const email = `containers-${Date.now()}@example.com`;
  const response = await fetch(`${API_URL}/lms/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Container Stage', email, password: 'Containers-stage-2026!' }),
  });
  if (response.status !== 201) throw new Error(`POST /lms/register answered ${response.status}: ${await response.text()}`);
  /** @type {{Subject: string} | undefined} */
  let mail;
  await until(
    async () => {
      const list = await (await fetch(`${MAIL_API_URL}/api/v1/messages`)).json();
      mail = list.messages.find((/** @type {{To: Array<{Address: string}>}} */ m) => m.To.some((to) => to.Address === email));
      return Boolean(mail);
    },
    30_000,
    `a mail to ${email} in the mail catcher`,
  );
  const subject = mail?.Subject ?? '';
  if (!/^Welcome to /.test(subject)) throw new Error(`the mail to ${email} is "${subject}", not the welcome mail`);
  return subject;
}
