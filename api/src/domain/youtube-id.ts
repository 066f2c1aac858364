// A YouTube link's video id (SPEC §3: the URL's `v` parameter, or a youtu.be path), as the
// class viewer reads it in the browser; the public course page gets only the id of a free preview
// (decision 211), never the stored link.
const VIDEO_ID = /^[\w-]{6,64}$/;

export function youtubeVideoId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const id = parsed.hostname === 'youtu.be' ? parsed.pathname.slice(1) : parsed.searchParams.get('v');
  return id && VIDEO_ID.test(id) ? id : null;
}
