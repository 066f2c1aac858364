// Invalidation by tag (SPEC §7): "User" after verify-otp and logout, "Courses" after join and
// payment. A key is an API path; its tags follow from the path.
export type Tag = 'User' | 'Courses';

export function tagsForKey(key: string): Tag[] {
  if (key.startsWith('/lms/auth')) return ['User'];
  if (key.startsWith('/lms/course') || key.startsWith('/lms/enrolments')) return ['Courses'];
  return [];
}

export function keyHasTag(key: unknown, tags: readonly Tag[]): boolean {
  return typeof key === 'string' && tagsForKey(key).some((tag) => tags.includes(tag));
}
