// YouTube helpers: the video id is the URL's `v` parameter (SPEC §3); embeds use the
// privacy-enhanced youtube-nocookie.com host.
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const PLAYER_ENDED = 0; // YouTube IFrame API player state

export function youtubeId(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.hostname === 'youtu.be') return parsed.pathname.slice(1) || null;
    return parsed.searchParams.get('v');
  } catch {
    return null;
  }
}

export function embedUrl(id: string, origin: string): string {
  const params = new URLSearchParams({ autoplay: '1', enablejsapi: '1', rel: '0', origin });
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?${params}`;
}

/** True for the IFrame API's messages that say the video reached its end. */
export function isEndedMessage(data: unknown): boolean {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return false;
    }
  }
  const m = message as { event?: string; info?: unknown } | null;
  if (!m || typeof m !== 'object') return false;
  if (m.event === 'onStateChange') return m.info === PLAYER_ENDED;
  if (m.event === 'infoDelivery') return (m.info as { playerState?: number } | null)?.playerState === PLAYER_ENDED;
  return false;
}
