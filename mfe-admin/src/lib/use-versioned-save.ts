// What every versioned form does on submit: save, toast, and on failure put field
// messages on their fields (409 duplicate, 422) or show the stale-version notice with a Reload.
import { useState } from 'react';
import type { FieldValues, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { toast } from 'mfe-shared';
import { handleSaveError } from './api';

export function useVersionedSave<T extends FieldValues, V>({
  handleSubmit,
  setError,
  save,
  saved,
  onReload,
}: {
  handleSubmit: UseFormHandleSubmit<T, V>;
  setError: UseFormSetError<T>;
  save: (values: V) => Promise<unknown>;
  /** The toast after a save. */
  saved: string;
  /** Re-reads the record after a stale-version 409. */
  onReload?: () => Promise<unknown>;
}) {
  const [stale, setStale] = useState<string | null>(null);
  const submit = handleSubmit(async (values) => {
    setStale(null);
    try {
      await save(values);
      toast.success(saved);
    } catch (error) {
      handleSaveError(error, setError, setStale);
    }
  });
  return {
    stale,
    onSubmit: (event: React.FormEvent) => void submit(event),
    reload: () => {
      setStale(null);
      void onReload?.();
    },
  };
}
