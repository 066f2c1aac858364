// If-None-Match against one strong entity tag (RFC 9110 §13.1.2): a list of tags or `*`; the
// comparison is weak, so `W/"x"` matches `"x"`.
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
