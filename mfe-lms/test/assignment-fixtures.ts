// A course whose first class is an assignment (decision 134), shaped by the shared contracts: the
// student's view of it and their versions, as the API serves them.
import type { ContinueCourseResponse } from 'mfe-shared';
import { ASSIGNMENT_CLASS_TYPE, type AssignmentResponse, type Submission } from 'mfe-shared/contracts';
import { continueData } from './fixtures';

export const ASSIGNMENT_CLASS_ID = 100;
export const ASSIGNMENT_TITLE = 'Create a purchase order';
export const INSTRUCTIONS = 'Create a purchase order in ME21N.\nAttach a screenshot of the saved document.';
export const TEMPLATE = { name: 'po-template.xlsx', size_bytes: 2048, content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
export const PDF = { id: 1, name: 'purchase-order.pdf', size_bytes: 48_000, content_type: 'application/pdf' };

/** The outline with class 100 an assignment; `completed` marks it done (an acceptance). */
export function assignmentCourse(completed = false): ContinueCourseResponse {
  const data = continueData();
  return {
    ...data,
    classes: data.classes.map((s) => ({
      ...s,
      classes: s.classes.map((c) =>
        c.id === ASSIGNMENT_CLASS_ID ? { ...c, title: ASSIGNMENT_TITLE, online_class_type: ASSIGNMENT_CLASS_TYPE, progress_status: completed ? 2 : 0 } : c,
      ),
    })),
    progress: completed ? { completed: 2, total: 3, percent: 67 } : data.progress,
  };
}

export const assignmentClassDetail = () => ({
  class: {
    id: ASSIGNMENT_CLASS_ID,
    title: ASSIGNMENT_TITLE,
    description: 'Practise the buying side.',
    duration: null,
    online_class_type: ASSIGNMENT_CLASS_TYPE,
    progress_status: 0,
  },
  files: [],
  resources: [],
});

export const version = (overrides: Partial<Submission> = {}): Submission => ({
  id: 21,
  number: 1,
  text: 'PO 4500000012 saved.',
  status: 'submitted',
  late: false,
  submitted_at: '2026-11-20T04:40:00.000Z',
  reviewed_at: null,
  comment: null,
  files: [PDF],
  ...overrides,
});

export const assignment = (overrides: Partial<AssignmentResponse> = {}): AssignmentResponse => ({
  class_id: ASSIGNMENT_CLASS_ID,
  instructions: INSTRUCTIONS,
  due: { kind: 'fixed', date: '2026-12-12' },
  due_date: '2026-12-12',
  due_at: '2026-12-12T18:30:00.000Z',
  template: TEMPLATE,
  state: 'not_submitted',
  can_submit: true,
  max_files: 5,
  submissions: [],
  ...overrides,
});
