// Decision 016: the contracts own every path the browser calls, and the API registers the same
// patterns. A path renamed on one side only would be a 404 in production that no other test of
// the browser sees (their API is faked); this checks the real app has a route for each builder.
import { apiPaths } from '@sap-academy/contracts/paths';
import { useTestApp } from '../helpers/app';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const everyPattern = Object.entries(apiPaths).flatMap(([area, table]) =>
  Object.entries(table).map(([name, route]) => ({ name: `${area}.${name}`, pattern: route.pattern })),
);

describe('the contracts’ API paths', () => {
  const t = useTestApp('pglite');

  it('name 55 or more endpoints', () => {
    expect(everyPattern.length).toBeGreaterThanOrEqual(55);
  });

  it.each(everyPattern)('$name ($pattern) is a route of the API', ({ pattern }) => {
    expect(METHODS.some((method) => t.app.hasRoute({ method, url: pattern }))).toBe(true);
  });
});
