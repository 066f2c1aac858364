// The assignment's own words (decision 134), in the assignment's chunk: kept out of
// config/texts.ts, which every portal page loads. The API's refusals are ASSIGNMENT_MESSAGES
// (contracts); tests import these.
import { SUBMISSION_TYPES_TEXT, type AssignmentState } from '@sap-academy/contracts/assignments';

export const ASSIGNMENT_TEXTS = {
  heading: 'Assignment',
  instructionsHeading: 'Instructions',
  late: 'Late',
  lateHint: 'The due date has passed: what you submit now is marked late.',
  templateHeading: 'Template',
  statusHeading: 'Status',
  commentLabel: "Trainer's comment",
  formHeading: 'Submit your work',
  resubmitHeading: 'Submit a new version',
  answerLabel: 'Your answer',
  filesLabel: 'Files',
  submit: 'Submit assignment',
  submitting: 'Submitting…',
  historyHeading: 'Your versions',
  noVersions: 'You have not submitted anything yet.',
  noFiles: 'No files',
  yourAnswer: 'Your answer',
} as const;

/** The state of the newest version, as the student reads it. */
export const STATE_TEXTS: Record<AssignmentState, string> = {
  not_submitted: 'Not submitted yet',
  submitted: 'Under review',
  returned: 'Returned with changes',
  accepted: 'Accepted',
};

/** "Due 12 Dec 2026": the formatted day in India comes in. */
export const dueText = (day: string) => `Due ${day}`;
export const versionLabel = (n: number) => `Version ${n}`;
export const submittedText = (when: string) => `Submitted ${when} IST`;
export const filesHint = (max: number) => `${SUBMISSION_TYPES_TEXT}. Up to ${max} files.`;
export const downloadTemplateLabel = (name: string) => `Download template ${name}`;
/** Unique per version, as two versions may carry files of the same name. */
export const downloadVersionFileLabel = (name: string, version: number) => `Download ${name} from version ${version}`;
