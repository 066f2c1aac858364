// /admin/courses/:courseId/classes/:classId/assignment: authoring an ASSIGNMENT class (decision
// 134), reached from the class in the course's outline. Lazily loaded: the form and the template
// panel are in this screen's chunk only.
import { ASSIGNMENT_AUTHOR_MESSAGES, type AdminAssignment, type AssignmentUpdate } from 'mfe-shared/contracts/admin';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Section } from '../../components/page';
import { useFormGeneration } from '../../lib/use-form-generation';
import { ClassScreen } from '../courses';
import { useAssignment } from './api/get-assignment';
import { saveAssignment } from './api/save-assignment';
import { AssignmentForm } from './assignment-form';
import { assignmentToForm } from './assignment-form-values';
import { TemplatePanel } from './template-panel';

function AssignmentEditor({ courseId, classId }: { courseId: number; classId: number }) {
  const { data, error, mutate } = useAssignment(courseId, classId);
  const { generation, reload, restart } = useFormGeneration(mutate);
  const save = async (body: AssignmentUpdate) => {
    const saved = await saveAssignment(courseId, classId, body);
    // The saved assignment carries the new version: the form starts again from it.
    await mutate(saved, { revalidate: false });
    restart();
  };
  // A template change moves the version but not the form's fields: the form keeps what is typed.
  const templateChanged = (saved: AdminAssignment) => mutate(saved, { revalidate: false });
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {(assignment) => (
        <>
          <AssignmentForm key={generation} defaults={assignmentToForm(assignment)} version={assignment?.version ?? 0} onSave={save} onReload={reload} />
          <Section aria-labelledby="assignment-template-heading">
            <h2 id="assignment-template-heading">Template</h2>
            <TemplatePanel courseId={courseId} classId={classId} assignment={assignment} onChanged={templateChanged} />
          </Section>
        </>
      )}
    </QueryState>
  );
}

export function AssignmentEditorPage() {
  return (
    <ClassScreen what="Assignment">
      {(item, { courseId, classId }) =>
        item.online_class_type === 'ASSIGNMENT' ? (
          <AssignmentEditor courseId={courseId} classId={classId} />
        ) : (
          <p role="alert">{ASSIGNMENT_AUTHOR_MESSAGES.notAssignmentClass}</p>
        )
      }
    </ClassScreen>
  );
}
