// A click-to-play facade: nothing is loaded from YouTube until the student presses play, so
// the viewer stays fast and sets no third-party cookies before consent by action. After the
// click the privacy-enhanced player starts, and its IFrame API messages tell us when the video
// ended (SPEC §2 beyond the spec: a class completes when its video ends).
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { PLAY_VIDEO } from '../../../config/texts';
import { embedUrl, isEndedMessage, YOUTUBE_EMBED_ORIGIN } from '../hooks/youtube';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  width: 100%;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: #0f172a;
  iframe, button { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }
  button {
    display: grid; place-items: center; cursor: pointer; color: #fff; font: inherit;
    background: radial-gradient(circle at center, #1e3a5f, #0f172a);
  }
`;
// The icon and its label are one grid item, centred together: as two items of a full-height
// grid each took half the frame, and the label sat ~290 px under the icon.
export const PlayCue = styled.span`
  display: flex; flex-direction: column; align-items: center; gap: 0.5rem;
`;

export function VideoFacade({ videoId, title, onEnded }: { videoId: string; title: string; onEnded: () => void }) {
  // One facade per video (its parent keys it by videoId): another class's video starts as a
  // facade again, and nothing loads from YouTube before a press.
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const ended = useEffectEvent(onEnded);

  useEffect(() => {
    if (!playing) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === YOUTUBE_EMBED_ORIGIN && isEndedMessage(event.data)) ended();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [playing]);

  // The IFrame API starts sending state changes once a page says it is listening.
  const listen = () => frame.current?.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: videoId }), YOUTUBE_EMBED_ORIGIN);

  return (
    <Frame>
      {playing ? (
        <iframe
          ref={frame}
          src={embedUrl(videoId, window.location.origin)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          onLoad={listen}
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} aria-label={`${PLAY_VIDEO}: ${title}`}>
          <PlayCue>
            <svg width="68" height="48" viewBox="0 0 68 48" aria-hidden="true">
              <rect width="68" height="48" rx="12" fill="#dc2626" />
              <path d="M27 14v20l18-10z" fill="#fff" />
            </svg>
            <span>{PLAY_VIDEO}</span>
          </PlayCue>
        </button>
      )}
    </Frame>
  );
}
