// Upload a CSV of learners into a pool. The contract's schema refuses a missing or oversized file
// before any request, in the API's words; the rows are the API's to judge, and its 422 lists every
// rejected row with nothing applied (all or nothing, decision 149). On react-hook-form like the
// portal's other forms, inside the lazily loaded Company page (decision 032).
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ApiError, Button, toast } from 'mfe-shared';
import { companyCsvRejectedSchema, companyCsvUploadSchema, type CompanyCsvRejected, type CompanySeatPool } from '@sap-academy/contracts/companies';
import { TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { showFormError } from '../../../lib/form-errors';
import { uploadCompanyLearners } from '../api/upload-company-learners';
import { CSV_FILE_LABEL, NOTHING_APPLIED, REJECTED_CAPTION, UPLOAD_BUTTON, UPLOAD_HEADING, uploadedToast } from '../company-texts';
import { PoolSelect } from './pool-select';
import { TableScroll } from './table-scroll';

type UploadInput = z.input<typeof companyCsvUploadSchema>;
type UploadValues = z.output<typeof companyCsvUploadSchema>;
type RejectedRow = CompanyCsvRejected['rejected'][number];

function RejectionReport({ detail, rows }: { detail: string; rows: RejectedRow[] }) {
  return (
    <div role="alert">
      <p>{detail}</p>
      <p>{NOTHING_APPLIED}</p>
      <TableScroll>
        <table>
          <caption>{REJECTED_CAPTION}</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">E-mail</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.row}>
                <td>{r.row}</td>
                <td>{r.email}</td>
                <td>{r.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}

export function UploadForm({ companyId, pools, onDone }: { companyId: number; pools: CompanySeatPool[]; onDone: () => Promise<unknown> }) {
  const { register, control, handleSubmit, formState, setError } = useForm<UploadInput, unknown, UploadValues>({
    resolver: zodResolver(companyCsvUploadSchema),
    defaultValues: { pool_id: pools[0]!.id },
  });
  const { errors, isSubmitting } = formState;
  const [report, setReport] = useState<CompanyCsvRejected>();
  const onSubmit = handleSubmit(async (values) => {
    setReport(undefined);
    try {
      // The field holds the File the input gave; the schema checked only its name and size.
      const { added } = await uploadCompanyLearners(companyId, values.pool_id, values.file as File);
      toast.success(uploadedToast(added));
      await onDone();
    } catch (error) {
      const parsed = error instanceof ApiError && error.status === 422 ? companyCsvRejectedSchema.safeParse(error.data) : null;
      if (parsed?.success) setReport(parsed.data);
      else showFormError(error, setError, ['pool_id', 'file']);
    }
  });
  return (
    <section aria-labelledby="company-upload">
      <h2 id="company-upload">{UPLOAD_HEADING}</h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <PoolSelect id="upload-pool" pools={pools} error={errors.pool_id?.message} {...register('pool_id', { valueAsNumber: true })} />
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <TextField
              id="company-csv"
              type="file"
              label={CSV_FILE_LABEL}
              accept=".csv,text/csv"
              error={errors.file?.message}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.files?.[0])}
            />
          )}
        />
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" disabled={isSubmitting}>
          {UPLOAD_BUTTON}
        </Button>
      </form>
      {report && <RejectionReport detail={report.detail} rows={report.rejected} />}
    </section>
  );
}
