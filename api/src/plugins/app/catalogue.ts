// Read-through cache of the catalogue (course list, courses, outlines). The catalogue changes only
// through the seed or the back office, while every portal page reads it, so caching buys the list
// and details their speed (decision 104). A back-office change calls invalidate() after its commit,
// so this process shows it on the next request; other API processes within CATALOGUE_CACHE_MS.
// CATALOGUE_CACHE_MS=0 turns it off (the tests do, as they rewrite courses between cases).
import fp from 'fastify-plugin';
import { coursesRepository, type CourseRow } from '../../repositories/courses';

type Course = NonNullable<CourseRow>;
type AnyCourse = Awaited<ReturnType<ReturnType<typeof coursesRepository>['findAny']>>;
type Outline = Awaited<ReturnType<ReturnType<typeof coursesRepository>['outline']>>;

export interface Catalogue {
  /** The listed courses (published, not archived) and their JSON text (`{"results":[…]}`), serialised once per refresh. */
  list(): Promise<{ results: Course[]; json: string }>;
  /** Any course, with whether it is listed: unlisted ones are for their enrolled students only. */
  course(id: number): Promise<AnyCourse>;
  outline(courseId: number): Promise<Outline>;
  /** Forgets everything: called after a back-office change commits. */
  invalidate(): void;
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
  const get = (key: K): Promise<V> => {
    if (ttlMs <= 0) return load(key);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    const entry = { at: now, value: load(key) };
    entries.set(key, entry);
    // A failed load must not be served from the cache (nor remove a newer entry).
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
  return Object.assign(get, { clear: () => entries.clear() });
}

export default fp(
  async (app) => {
    const repo = coursesRepository(app.db);
    const ttl = app.config.CATALOGUE_CACHE_MS;
    const list = cached(ttl, async (_: 'all') => {
      const results = await repo.listListed();
      return { results, json: JSON.stringify({ results }) };
    });
    const course = cached(ttl, (id: number) => repo.findAny(id));
    const outline = cached(ttl, (id: number) => repo.outline(id));
    app.decorate('catalogue', {
      list: () => list('all'),
      course,
      outline,
      invalidate() {
        list.clear();
        course.clear();
        outline.clear();
      },
    } satisfies Catalogue);
  },
  { name: 'catalogue', dependencies: ['config', 'db'] },
);
