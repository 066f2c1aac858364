// The assignment form's values and the PUT body they make. The form holds both due kinds' inputs
// (a radio picks one), as text, so switching kinds keeps what was typed; the body is checked with
// the contract's own schema (assignmentUpdateSchema), whose messages land under the fields.
import type { z } from 'zod';
import { assignmentUpdateSchema, type AdminAssignment, type AssignmentUpdate } from 'mfe-shared/contracts/admin';

export const DUE_KINDS = ['none', 'days_after_enrolment', 'fixed'] as const;
export type DueKind = (typeof DUE_KINDS)[number];

export interface AssignmentFormValues {
  instructions: string;
  due_kind: DueKind;
  days: string;
  date: string;
}

export const assignmentToForm = (assignment: AdminAssignment | null): AssignmentFormValues => ({
  instructions: assignment?.instructions ?? '',
  due_kind: assignment?.due?.kind ?? 'none',
  days: assignment?.due?.kind === 'days_after_enrolment' ? String(assignment.due.days) : '',
  date: assignment?.due?.kind === 'fixed' ? assignment.due.date : '',
});

/** '14' → 14; anything else (empty, '1.5', 'two') → NaN, which the schema calls not a whole number. */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export function formToBody(values: AssignmentFormValues, version: number): unknown {
  const due =
    values.due_kind === 'days_after_enrolment'
      ? { kind: values.due_kind, days: wholeNumber(values.days) }
      : values.due_kind === 'fixed'
        ? { kind: values.due_kind, date: values.date }
        : null;
  return { version, instructions: values.instructions, due };
}

/** The contract's field paths (and the API's 422 field names) → the form's fields. */
export const FORM_FIELD: Record<string, keyof AssignmentFormValues> = {
  instructions: 'instructions',
  'due.days': 'days',
  'due.date': 'date',
  due: 'due_kind',
  'due.kind': 'due_kind',
};

export type AssignmentCheck = { ok: true; body: AssignmentUpdate } | { ok: false; errors: Array<[keyof AssignmentFormValues, string]> };

export function checkAssignment(values: AssignmentFormValues, version: number): AssignmentCheck {
  const parsed = assignmentUpdateSchema.safeParse(formToBody(values, version));
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: issuesToFields(parsed.error.issues) };
}

function issuesToFields(issues: z.core.$ZodIssue[]): Array<[keyof AssignmentFormValues, string]> {
  return issues.map((issue) => [FORM_FIELD[issue.path.join('.')] ?? 'instructions', issue.message]);
}
