// A free preview's player (decision 211): the class viewer's click-to-play facade, so nothing
// loads from YouTube, and no third-party cookie is set, until the visitor presses play; then the
// privacy-enhanced player (youtube-nocookie.com) starts. Only a class staff marked as a preview
// has a video id in the page's data, so no other class can have a player.
import { useState } from 'react';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { PLAY_PREVIEW } from './course-page-texts';

export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export const previewEmbedUrl = (videoId: string) =>
  `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?${new URLSearchParams({ autoplay: '1', rel: '0' })}`;

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  width: 100%;
  max-width: 40rem;
  margin: 0.5rem 0 0.75rem;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: #0f172a;
  iframe, button { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }
  button {
    display: grid; place-items: center; cursor: pointer; color: #fff; font: inherit;
    background: radial-gradient(circle at center, #1e3a5f, #0f172a);
  }
`;

export function PreviewPlayer({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Frame>
      {playing ? (
        <iframe
          src={previewEmbedUrl(videoId)}
          title={`${PLAY_PREVIEW}: ${title}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} aria-label={`${PLAY_PREVIEW}: ${title}`}>
          <svg width="68" height="48" viewBox="0 0 68 48" aria-hidden="true">
            <rect width="68" height="48" rx="12" fill="#dc2626" />
            <path d="M27 14v20l18-10z" fill="#fff" />
          </svg>
        </button>
      )}
    </Frame>
  );
}
