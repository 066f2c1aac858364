// The contracts own every API path (decision 016): each builder's URL must be one the API's
// router matches with the builder's own pattern, and a value can never escape its segment.
import { apiPaths, apiRoute, lmsApi, adminApi, routePatternRegExp, type ApiRoute } from '../src/paths/index.ts';

const everyRoute = Object.entries(apiPaths).flatMap(([area, table]) =>
  Object.entries(table as Record<string, ApiRoute<string>>).map(([name, route]) => [`${area}.${name}`, route] as const),
);

function sampleArgs(pattern: string): (string | number)[] {
  return (pattern.match(/:[A-Za-z0-9]+/g) ?? []).map((_, index) => (index % 2 ? 'a b/c?d' : 42));
}

test.each(everyRoute)('%s builds a URL its pattern matches', (_name, route) => {
  const url = (route as (...args: unknown[]) => string)(...sampleArgs(route.pattern));
  expect(url).toMatch(routePatternRegExp(route.pattern));
  expect(route.pattern).toMatch(/^\/[a-z0-9\-/.:A-Z]*$/);
});

test('patterns are unique and in the form Fastify registers', () => {
  const patterns = everyRoute.map(([, route]) => route.pattern);
  expect(new Set(patterns).size).toBe(patterns.length);
  expect(lmsApi.continue.pattern).toBe('/lms/course/:id/continue/:courseStudentId');
  expect(adminApi.studentEnrolment.pattern).toBe('/admin/students/:id/enrolments/:courseId');
});

test('parameters are encoded, so a value never leaves its segment', () => {
  expect(lmsApi.classDetail(7, '../admin')).toBe('/lms/course/7/class/..%2Fadmin');
  expect(adminApi.lead('1?x=2#y')).toBe('/admin/leads/1%3Fx%3D2%23y');
  expect(lmsApi.classDetail(7, '../admin')).toMatch(routePatternRegExp(lmsApi.classDetail.pattern));
});

test('a query follows the parameters; unset values are left out', () => {
  expect(lmsApi.coupon(3, { coupon: 'SAVE 10&more' })).toBe('/lms/course/3/coupon?coupon=SAVE%2010%26more');
  expect(adminApi.audit({ entity: 'course', entity_id: 5, extra: undefined, empty: '' })).toBe('/admin/audit?entity=course&entity_id=5');
  expect(adminApi.rum({})).toBe('/admin/rum');
  expect(lmsApi.enrolments()).toBe('/lms/enrolments');
});

test('a pattern without parameters is its own URL', () => {
  const route = apiRoute('/x/y.csv');
  expect(route()).toBe(route.pattern);
});
