// Live session recordings as classes of the outline (decision 033): a seated member of a batch of
// this course sees each session's recording, once the trainer attached it, in a section of its
// own below the course's sections, and plays it in the viewer like a class video. They come from
// My batches (GET /lms/batches), which already holds every session of the student's batches; a
// waitlisted or removed member, or a student with no batch, sees no section. Recordings do not
// count toward the course's progress or certificate: a recording is the record of a class the
// student may have attended live, not a lesson of the course's outline.
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import type { MyBatch } from '@sap-academy/contracts/batches';
import { formatIndiaDateTime } from 'mfe-shared/ui/format';
import { youtubeId } from '../hooks/youtube';
import { VideoFacade } from './video-facade';

export const RECORDINGS_SECTION = 'Live session recordings';

export interface SessionRecording {
  /** The session's id. */
  id: number;
  title: string;
  batchTitle: string;
  url: string;
}

/** The recordings of the student's seated batches of this course, oldest session first. */
export function courseRecordings(batches: readonly MyBatch[] | undefined, courseId: number): SessionRecording[] {
  return (batches ?? [])
    .filter((batch) => batch.course_id === courseId && batch.membership.status === 'enrolled')
    .flatMap((batch) =>
      batch.sessions
        .filter((session) => session.status !== 'cancelled' && session.recording_url)
        .map((session) => ({
          id: session.id,
          startsAt: session.starts_at,
          title: `Recording of ${formatIndiaDateTime(session.starts_at)}`,
          batchTitle: batch.title,
          url: session.recording_url!,
        })),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map(({ startsAt: _startsAt, ...recording }) => recording);
}

const Section = styled.section`
  h2 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.04em; color: ${theme.color.muted}; margin: 1rem 0.75rem 0.25rem; }
  ul { list-style: none; margin: 0; padding: 0; }
`;
const Item = styled.button<{ $active: boolean }>`
  display: grid; gap: 0.125rem; width: 100%; padding: 0.5rem 0.75rem;
  border: 0; border-radius: ${theme.radius.sm}; font: inherit; text-align: left; cursor: pointer;
  background: ${({ $active }) => ($active ? theme.color.surfaceAlt : 'transparent')};
  font-weight: ${({ $active }) => ($active ? 700 : 400)};
  color: ${theme.color.text};
  small { color: ${theme.color.muted}; font-weight: 400; }
`;

/** The outline's section of recordings; hidden in the collapsed sidebar, where classes show as numbers. */
export function RecordingList({
  recordings,
  activeId,
  onSelect,
}: {
  recordings: SessionRecording[];
  activeId: number | null;
  onSelect: (sessionId: number) => void;
}) {
  if (recordings.length === 0) return null;
  return (
    <Section aria-label={RECORDINGS_SECTION}>
      <h2>{RECORDINGS_SECTION}</h2>
      <ul>
        {recordings.map((recording) => (
          <li key={recording.id}>
            <Item
              type="button"
              $active={recording.id === activeId}
              aria-current={recording.id === activeId ? 'true' : undefined}
              onClick={() => onSelect(recording.id)}
            >
              <span>{recording.title}</span>
              <small>{recording.batchTitle}</small>
            </Item>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const Article = styled.article`
  display: grid;
  gap: 1rem;
  h1 { margin: 0; }
  p { color: ${theme.color.muted}; margin: 0; }
`;

/** A recording in the main area: YouTube plays in the viewer's player, any other link opens. */
export function RecordingContent({ recording }: { recording: SessionRecording }) {
  const videoId = youtubeId(recording.url);
  return (
    <Article aria-labelledby={`recording-${recording.id}`}>
      <h1 id={`recording-${recording.id}`}>{recording.title}</h1>
      <p>{recording.batchTitle}</p>
      {videoId ? (
        // Keyed by the session: another recording starts as a facade again.
        <VideoFacade key={recording.id} videoId={videoId} title={recording.title} onEnded={() => undefined} />
      ) : (
        <p>
          <a href={recording.url} target="_blank" rel="noopener noreferrer">
            Open the recording
          </a>
        </p>
      )}
    </Article>
  );
}
