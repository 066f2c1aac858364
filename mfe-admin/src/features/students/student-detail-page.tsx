// /admin/students/:id: the student's enrolments with progress and source, granting a course
// or revoking one (after a confirmation), and their orders.
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, theme, toast } from 'mfe-shared';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { SelectField } from 'mfe-shared/ui/field';
import { DataTable } from '../../components/data-table';
import { Actions, Screen, Section } from '../../components/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { screens } from '../../config/paths';
import { toastError } from '../../lib/api';
import { formatDate } from '../../lib/india-time';
import { orderColumns } from '../orders';
import type { AdminEnrolment, AdminStudentDetail } from 'mfe-shared/contracts/admin';
import { AuditHistory } from '../audit';
import { useCourseOptions } from '../course-options';
import { enrolStudent } from './api/enrol-student';
import { useStudent } from './api/get-student';
import { unenrolStudent } from './api/unenrol-student';

const Bar = styled.progress`
  width: 8rem;
  height: 0.75rem;
  accent-color: ${theme.color.brand};
  vertical-align: middle;
  margin-right: 0.5rem;
`;

const SOURCE_LABEL: Record<AdminEnrolment['source'], string> = { paid: 'Paid', free: 'Free or coupon', staff: 'Granted by staff' };

const column = createColumnHelper<AdminEnrolment>();

function GrantEnrolment({ student, onDone }: { student: AdminStudentDetail; onDone: () => Promise<unknown> }) {
  const courses = useCourseOptions();
  const id = useId();
  const [courseId, setCourseId] = useState('');
  const enrolled = new Set(student.enrolments.map((enrolment) => enrolment.course_id));
  const grant = async () => {
    try {
      await enrolStudent(student.id, Number(courseId));
      toast.success('Enrolment granted.');
      setCourseId('');
      await onDone();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <form
      aria-label="Grant enrolment"
      onSubmit={(event) => {
        event.preventDefault();
        void grant();
      }}
    >
      <Actions>
        <SelectField id={id} label="Course" value={courseId} onChange={(event) => setCourseId(event.target.value)}>
          <option value="">Choose a course</option>
          {courses
            .filter((course) => !enrolled.has(course.id))
            .map((course) => (
              <option key={course.id} value={String(course.id)}>
                {course.course_title}
              </option>
            ))}
        </SelectField>
        <Button type="submit" disabled={!courseId}>
          Grant enrolment
        </Button>
      </Actions>
    </form>
  );
}

export function StudentDetailPage() {
  const { studentId } = useParams();
  const id = Number(studentId);
  const { data, error, mutate } = useStudent(id);
  const revoke = async (enrolment: AdminEnrolment) => {
    try {
      await unenrolStudent(id, enrolment.course_id);
      toast.success('Enrolment revoked.');
      await mutate();
    } catch (error) {
      toastError(error);
    }
  };
  const enrolmentColumns = [
    column.accessor('course_title', { header: 'Course' }),
    column.accessor('progress', {
      header: 'Progress',
      cell: (info) => {
        const { completed, total, percent } = info.getValue();
        return (
          <>
            <Bar max={100} value={percent} aria-label={`Progress in ${info.row.original.course_title}`} />
            {percent} % ({completed} of {total} classes)
          </>
        );
      },
    }),
    column.accessor('source', { header: 'Source', cell: (info) => SOURCE_LABEL[info.getValue()] }),
    column.accessor('created_at', { header: 'Since', cell: (info) => formatDate(info.getValue()) }),
    column.display({
      id: 'revoke',
      header: 'Actions',
      cell: (info) => (
        <ConfirmDialog
          trigger={
            <Button type="button" $variant="secondary" aria-label={`Revoke ${info.row.original.course_title}`}>
              Revoke
            </Button>
          }
          title={`Revoke ${info.row.original.course_title}?`}
          description="The student loses access to this course. Their progress is kept if it is granted again."
          confirmLabel="Revoke enrolment"
          onConfirm={() => revoke(info.row.original)}
        />
      ),
    }),
  ];
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {(student) => (
        <Screen title={student.name} actions={<Link to={screens.students}>All students</Link>}>
          <p>
            {student.email} · {student.email_verified ? 'e-mail verified' : 'e-mail not verified'} · joined {formatDate(student.created_at)}
          </p>
          <Section aria-labelledby="enrolments-heading">
            <h2 id="enrolments-heading">Enrolments</h2>
            <DataTable caption="Enrolments" columns={enrolmentColumns} data={student.enrolments} empty="Not enrolled in any course." />
            <GrantEnrolment student={student} onDone={() => mutate()} />
          </Section>
          <Section aria-labelledby="orders-heading">
            <h2 id="orders-heading">Orders</h2>
            <DataTable caption="Orders" columns={orderColumns} data={student.orders} empty="No orders." />
          </Section>
          <Section aria-labelledby="enrolment-history-heading">
            <h2 id="enrolment-history-heading">Enrolment history</h2>
            {/* Grants and revokes are audited under the student; the enrolment list is their version. */}
            <AuditHistory entity="enrolment" entityId={student.id} version={student.enrolments.map((e) => e.course_student_id).join(',')} />
          </Section>
        </Screen>
      )}
    </QueryState>
  );
}
