// A consultant's availability (decision 024): a trainer edits their own; an admin their own or,
// found by name or e-mail, another trainer's or admin's.
import { useState } from 'react';
import { Button, useAuthStore } from 'mfe-shared';
import { TextField } from 'mfe-shared/ui/field';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Screen } from '../../components/page';
import { useConsultantSearch } from './api/find-consultants';
import { useAvailability } from './api/get-availability';
import { AvailabilityForm } from './availability-form';

function ConsultantPicker({ onPick }: { onPick: (userId: number) => void }) {
  const [q, setQ] = useState('');
  const { accounts } = useConsultantSearch(q);
  return (
    <div>
      <TextField
        label="Find a consultant"
        type="search"
        hint="A trainer or an admin, by name or e-mail."
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      {accounts && (
        <ul aria-label="Consultants found">
          {accounts.map((account) => (
            <li key={account.user_id}>
              {account.name} ({account.email}){' '}
              <Button type="button" $variant="secondary" onClick={() => onPick(account.user_id)}>
                Edit {account.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AvailabilityPage({ isAdmin }: { isAdmin: boolean }) {
  const ownId = useAuthStore((state) => state.user?.id ?? null);
  const [userId, setUserId] = useState<number | null>(ownId);
  const availability = useAvailability(userId);
  return (
    <Screen title="Availability">
      {isAdmin && <ConsultantPicker onPick={setUserId} />}
      <QueryState data={availability.data} error={availability.error} onRetry={() => void availability.mutate()}>
        {(current) => (
          <>
            <h2>{current.name}</h2>
            {/* Keyed by consultant and version: a save or another consultant starts the form afresh. */}
            <AvailabilityForm
              key={`${current.user_id}-${current.version}`}
              availability={current}
              onSaved={(saved) => void availability.mutate(saved, { revalidate: false })}
            />
          </>
        )}
      </QueryState>
    </Screen>
  );
}
