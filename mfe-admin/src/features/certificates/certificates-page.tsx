// Certificates (decision 135): every issued certificate, searchable by student, e-mail, number or
// course; each downloads as the student's PDF, its e-mail goes again, or it is revoked with a
// reason. Admins only (ENTITY_READERS.certificate): the rows carry students' names and e-mails.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, theme, toast } from 'mfe-shared';
import { CERTIFICATE_STATUSES } from 'mfe-shared/contracts';
import type { AdminCertificate, AdminCertificateList } from 'mfe-shared/contracts/admin';
import { SelectField, TextField } from 'mfe-shared/ui/field';
import { QueryState } from 'mfe-shared/ui/query-state';
import { DataTable } from '../../components/data-table';
import { Filters } from '../../components/fields';
import { Actions, Screen } from '../../components/page';
import { StatusBadge } from '../../components/status-badge';
import { publicCertificatePage, screens } from '../../config/paths';
import { toastError } from '../../lib/api';
import { AuditHistory } from '../audit';
import { formatDateTime } from '../../lib/india-time';
import { downloadCertificatePdf } from './api/download-certificate-pdf';
import { useCertificates } from './api/get-certificates';
import { resendCertificate } from './api/resend-certificate';
import { RevokeDialog } from './revoke-dialog';

export const RESENT_TOAST = 'The certificate e-mail will be sent again.';
export const STATUS_LABELS: Record<AdminCertificate['status'], string> = { valid: 'Valid', revoked: 'Revoked' };

const column = createColumnHelper<AdminCertificate>();

// A row's buttons keep their labels on one line ("Download PDF"): below a laptop's width the
// table scrolls sideways in its own box rather than wrapping them.
const RowActions = styled(Actions)`
  button { white-space: nowrap; }
`;

const Sub = styled.small`
  display: block;
  color: ${theme.color.muted};
  overflow-wrap: anywhere;
`;

/**
 * Who revoked it or sent it again, and when: read only once opened, so a page of certificates is
 * one request, not one per row.
 */
function CertificateHistory({ certificate }: { certificate: AdminCertificate }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary aria-label={`History of ${certificate.number}`}>History</summary>
      {open && <AuditHistory entity="certificate" entityId={certificate.id} version={certificate.revoked_at ?? certificate.status} />}
    </details>
  );
}

/** One certificate replaced by its new state in the page already shown (before the list is read again). */
const replaced = (page: AdminCertificateList | undefined, certificate: AdminCertificate) =>
  page && { ...page, results: page.results.map((row) => (row.id === certificate.id ? certificate : row)) };

export function CertificatesPage() {
  const list = useCertificates();
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  // The dialog opens from a row, not a Radix trigger: focus goes back to that row.
  const opener = useRef<HTMLButtonElement | null>(null);
  // A second click while the first resend is on its way would queue the e-mail twice.
  const sending = useRef(new Set<string>());

  const mutate = list.mutate;
  // Built once: TanStack renders each cell function as a component, so a new function on every
  // render would remount every row, and the button that opened the dialog with it. The handlers
  // read their state through refs and setters for the same reason.
  const columns = useMemo(() => {
    const download = async (certificate: AdminCertificate) => {
      try {
        await downloadCertificatePdf(certificate.id, certificate.number);
      } catch (error) {
        toastError(error);
      }
    };
    const resend = async (certificate: AdminCertificate) => {
      if (sending.current.has(certificate.id)) return;
      sending.current.add(certificate.id);
      try {
        const sent = await resendCertificate(certificate.id);
        toast.success(RESENT_TOAST);
        await mutate((page) => replaced(page, sent));
      } catch (error) {
        toastError(error);
      } finally {
        sending.current.delete(certificate.id);
      }
    };
    return [
      column.accessor('number', { header: 'Number', cell: (info) => <span style={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{info.getValue()}</span> }),
      column.accessor((certificate) => certificate.student.name, {
        id: 'student',
        header: 'Student',
        cell: (info) => (
          <>
            <Link to={screens.student(info.row.original.student.id)}>{info.getValue()}</Link>
            <Sub>{info.row.original.student.email}</Sub>
          </>
        ),
      }),
      column.accessor((certificate) => certificate.course.course_title, { id: 'course', header: 'Course' }),
      column.accessor('issued_at', { header: 'Issued', cell: (info) => formatDateTime(info.getValue()) }),
      column.accessor('status', {
        header: 'Status',
        cell: (info) => {
          const certificate = info.row.original;
          return (
            <>
              <StatusBadge status={certificate.status} label={STATUS_LABELS[certificate.status]} />
              {certificate.revoked_at && <Sub>{formatDateTime(certificate.revoked_at)}</Sub>}
              {certificate.revoked_reason && <Sub>{certificate.revoked_reason}</Sub>}
            </>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: (info) => {
          const certificate = info.row.original;
          const valid = certificate.status === 'valid';
          return (
            <RowActions>
              <Button type="button" $variant="secondary" aria-label={`Download PDF of ${certificate.number}`} onClick={() => void download(certificate)}>
                Download PDF
              </Button>
              {valid && (
                <Button type="button" $variant="secondary" aria-label={`Resend ${certificate.number}`} onClick={() => void resend(certificate)}>
                  Resend
                </Button>
              )}
              {valid && (
                <Button
                  type="button"
                  $variant="destructive"
                  aria-label={`Revoke ${certificate.number}`}
                  onClick={(event) => {
                    // Focus returns to the row's Download PDF (its first action): a revoked row has
                    // no Revoke button to return to.
                    opener.current = event.currentTarget.parentElement?.querySelector('button') ?? event.currentTarget;
                    setRevoking(certificate);
                  }}
                >
                  Revoke
                </Button>
              )}
              <a
                href={publicCertificatePage(certificate.id)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Verification page of ${certificate.number} (opens in a new tab)`}
              >
                Verification page
              </a>
              <CertificateHistory certificate={certificate} />
            </RowActions>
          );
        },
      }),
    ];
  }, [mutate]);

  const { filters } = list.state;
  return (
    <Screen title="Certificates">
      <Filters role="search" aria-label="Find certificates">
        <SelectField id="certificate-status" label="Status" value={filters.status} onChange={(event) => list.setFilter('status', event.target.value)}>
          <option value="">All</option>
          {CERTIFICATE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <TextField
          id="certificate-q"
          label="Search"
          type="search"
          hint="Student's name or e-mail, certificate number or course."
          value={filters.q}
          onChange={(event) => list.setFilter('q', event.target.value)}
        />
      </Filters>
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(page) => (
          <DataTable
            caption="Certificates"
            columns={columns}
            data={page.results}
            paging={{ page: list.state.page, pageSize: list.state.pageSize, total: page.total, onPage: list.setPage, onPageSize: list.setPageSize }}
            empty="No certificates match."
          />
        )}
      </QueryState>
      {revoking && (
        <RevokeDialog
          key={revoking.id}
          certificate={revoking}
          onClose={() => setRevoking(null)}
          returnFocusTo={opener}
          onRevoked={(revoked) => mutate((page) => replaced(page, revoked))}
        />
      )}
    </Screen>
  );
}
