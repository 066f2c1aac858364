// /admin/trainers (decision 147): each trainer's and editor's public profile, as the course pages
// show it. Editors and admins write them; a trainer is assigned to courses on the course's page.
import styled from 'styled-components';
import { Card } from 'mfe-shared/ui/card';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Screen } from '../../components/page';
import { useTrainers } from './api/get-trainers';
import { TrainerProfileForm } from './trainer-profile-form';

// Not "Trainers": that is a course's own link to assign its trainers.
export const TRAINERS_TITLE = 'Trainer profiles';
export const NO_TRAINERS = 'No trainer or editor account yet: create one with user:create-admin.';
const ROLE_LABELS = { trainer: 'Trainer', editor: 'Editor' } as const;

const Items = styled.ul`
  display: grid;
  gap: 1rem;
  list-style: none;
  margin: 0;
  padding: 0;
  form { display: grid; gap: 0.75rem; max-width: 40rem; }
  form > button { justify-self: start; }
`;

export function TrainerProfilesPage() {
  const list = useTrainers();
  return (
    <Screen title={TRAINERS_TITLE}>
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(data) =>
          data.results.length === 0 ? (
            <p>{NO_TRAINERS}</p>
          ) : (
            <Items aria-label={TRAINERS_TITLE}>
              {data.results.map((trainer) => (
                <Card as="li" key={`${trainer.user_id}-${trainer.profile?.updated_at ?? 'none'}`} aria-labelledby={`trainer-heading-${trainer.user_id}`}>
                  <h2 id={`trainer-heading-${trainer.user_id}`}>
                    {trainer.name} · {ROLE_LABELS[trainer.role]}
                    {trainer.profile === null ? ' · no profile yet' : ''}
                  </h2>
                  <TrainerProfileForm trainer={trainer} onSaved={() => list.mutate()} />
                </Card>
              ))}
            </Items>
          )
        }
      </QueryState>
    </Screen>
  );
}
