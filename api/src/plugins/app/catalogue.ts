// Read-through cache of the published catalogue (course list, courses, outlines). The catalogue
// changes only through the seed or an admin, while every portal page reads it, so a few seconds
// of staleness buys the list and details their speed (decision 104). CATALOGUE_CACHE_MS=0 turns
// it off (the tests do, as they rewrite courses between cases).
import fp from 'fastify-plugin';
import { coursesRepository, type CourseRow } from '../../repositories/courses';

type Course = NonNullable<CourseRow>;
type Outline = Awaited<ReturnType<ReturnType<typeof coursesRepository>['outline']>>;

export interface Catalogue {
  /** The published courses and their JSON text (`{"results":[…]}`), serialised once per refresh. */
  list(): Promise<{ results: Course[]; json: string }>;
  course(id: number): Promise<Course | undefined>;
  outline(courseId: number): Promise<Outline>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
  }
}

const MAX_ENTRIES = 10_000; // bounds memory if someone walks through every id

/** One loader per key; concurrent misses share one query instead of stampeding the database. */
function cached<K, V>(ttlMs: number, load: (key: K) => Promise<V>) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return (key: K): Promise<V> => {
    if (ttlMs <= 0) return load(key);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    const value = load(key);
    entries.set(key, { at: now, value });
    // A failed load must not be served from the cache.
    value.catch(() => entries.delete(key));
    return value;
  };
}

export default fp(
  async (app) => {
    const repo = coursesRepository(app.db);
    const ttl = app.config.CATALOGUE_CACHE_MS;
    const list = cached(ttl, async (_: 'all') => {
      const results = await repo.listPublished();
      return { results, json: JSON.stringify({ results }) };
    });
    app.decorate('catalogue', {
      list: () => list('all'),
      course: cached(ttl, (id: number) => repo.findPublished(id)),
      outline: cached(ttl, (id: number) => repo.outline(id)),
    } satisfies Catalogue);
  },
  { name: 'catalogue', dependencies: ['config', 'db'] },
);
