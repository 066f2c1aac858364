// /admin/batches/new and /admin/batches/:batchId/edit (admins, decision 136). Saving a new batch
// generates its sessions and opens its page; an edit regenerates only future generated sessions.
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { BatchCreate, BatchUpdate } from 'mfe-shared/contracts/admin';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Screen } from '../../components/page';
import { screens } from '../../config/paths';
import { useFormGeneration } from '../../lib/use-form-generation';
import { createBatch } from './api/create-batch';
import { useBatch } from './api/get-batch';
import { updateBatch } from './api/update-batch';
import { BatchForm } from './batch-form';
import { batchToForm, editBatchFormSchema, emptyBatch, newBatchFormSchema } from './batch-form-schema';
import { NEW_BATCH } from './batch-texts';

function NewBatch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = async (input: BatchCreate) => {
    const batch = await createBatch(input);
    await navigate(screens.batch(batch.id));
  };
  return (
    <Screen title={NEW_BATCH} actions={<Link to={screens.batches}>All batches</Link>}>
      <BatchForm<BatchCreate>
        defaults={emptyBatch(Number(params.get('course_id')) || null)}
        trainerName=""
        schema={newBatchFormSchema}
        editing={false}
        onSave={create}
      />
    </Screen>
  );
}

function EditBatch({ id }: { id: number }) {
  const { data, error, mutate } = useBatch(id);
  const { generation, reload } = useFormGeneration(mutate);
  const save = async (input: BatchUpdate) => {
    await mutate(await updateBatch(id, input), { revalidate: false });
  };
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {(batch) => (
        <Screen title={`Edit ${batch.title}`} actions={<Link to={screens.batch(id)}>Back to the batch</Link>}>
          <p>A timetable change moves only sessions still to come; attendance already taken stays.</p>
          <BatchForm<BatchUpdate>
            key={`${generation}-${batch.version}`}
            defaults={batchToForm(batch)}
            trainerName={batch.trainer?.name ?? ''}
            schema={editBatchFormSchema(batch.version)}
            editing
            onSave={save}
            onReload={reload}
          />
        </Screen>
      )}
    </QueryState>
  );
}

export function BatchEditorPage() {
  const { batchId } = useParams();
  if (!batchId) return <NewBatch />;
  return <EditBatch key={batchId} id={Number(batchId)} />;
}
