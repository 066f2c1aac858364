// The release history in staff words (decision 125's actions and actors).
import type { z } from 'zod';
import type { adminReleaseSchema } from 'mfe-shared/contracts/admin';

type Release = z.infer<typeof adminReleaseSchema>;

/** The API answers 50 history rows a page (decision 125); the contract names no constant for it. */
export const RELEASE_HISTORY_PAGE_SIZE = 50;

export const ACTION_LABEL: Record<Release['action'], string> = {
  switch: 'Switched',
  canary: 'Canary started',
  promote: 'Promoted',
  rollback: 'Rolled back',
  auto_rollback: 'Rolled back automatically',
};

/** The guard's own rollbacks carry the actor `automatic`; people are their e-mail. */
export const actorInWords = (actor: string) => (actor === 'automatic' ? 'Automatic (the guard)' : actor);

/** '1.2.0 → 1.3.0'; a first switch has no "from". */
export const fromTo = (release: Pick<Release, 'from_version' | 'to_version'>) => `${release.from_version ?? '—'} → ${release.to_version}`;
