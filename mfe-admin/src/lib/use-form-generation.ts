// Versioned forms start from the record they were given (react-hook-form's defaultValues), so a
// Reload after a stale-version notice, or a save that returns the new row, remounts the form with
// it: the form takes `key={generation}`.
import { useState } from 'react';

export function useFormGeneration(refetch: () => Promise<unknown>) {
  const [generation, setGeneration] = useState(0);
  const restart = () => setGeneration((n) => n + 1);
  const reload = async () => {
    await refetch();
    restart();
  };
  return { generation, reload, restart };
}
