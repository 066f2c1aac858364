// A student for the signed-in measurements (bench:lighthouse, bench:portal, the byte budgets):
// registered and signed in through the API, enrolled in the seeded free course. Returns the token
// (what the browser keeps in localStorage under 'token', SPEC §4) and the portal paths to measure.

async function call(apiUrl, method, url, body, token) {
  const response = await fetch(`${apiUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** @returns {Promise<{token: string, course: string, viewer: string}>} */
export async function enrolledStudent(apiUrl) {
  const email = `measure-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'measure-password-1';
  await call(apiUrl, 'POST', '/lms/register', { name: 'Measure Student', email, password });
  const { access_token: token } = await call(apiUrl, 'POST', '/lms/login', { username: email, password });
  const { results } = await call(apiUrl, 'GET', '/lms/courses/list');
  const free = results.find((c) => c.price === 0);
  if (!free) throw new Error('the catalogue has no free course to enrol in (demo data expected)');
  const joined = await call(apiUrl, 'POST', `/lms/course/${free.id}/join`, { coupon: null }, token);
  return { token, course: `/lms/course/${free.id}`, viewer: `/lms/course/${free.id}/classes/${joined.course_student.id}` };
}
