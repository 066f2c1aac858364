// The reviewer's decision on one version (decision 134): accept it, or return it with what to
// change. The comment's rule (required to return) is the API's: its 422 lands under the comment
// in its words; a second decision (someone reviewed it meanwhile) is its 409, shown as the form's line.
import { useState, type FormEvent } from 'react';
import { ApiError, Button, errorMessage, fieldErrors } from 'mfe-shared';
import { ASSIGNMENT_LIMITS } from 'mfe-shared/contracts';
import type { ReviewDecision } from 'mfe-shared/contracts/admin';
import { FieldMessages, TextAreaField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { Actions } from '../../components/page';
import { RadioGroup } from '../../components/radio-group';

export const CHOOSE_DECISION = 'Choose Accept or Return with changes.';

const CHOICES: ReadonlyArray<[ReviewDecision, string]> = [
  ['accepted', 'Accept'],
  ['returned', 'Return with changes'],
];

export function DecisionForm({ onSend }: { onSend: (body: { decision: ReviewDecision; comment: string }) => Promise<unknown> }) {
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ decision?: string; comment?: string; form?: string }>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!decision) return setErrors({ decision: CHOOSE_DECISION });
    setErrors({});
    setSending(true);
    try {
      await onSend({ decision, comment });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) setErrors({ decision: fields.decision, comment: fields.comment, form: fields.decision || fields.comment ? undefined : errorMessage(error) });
      else if (!(error instanceof ApiError && error.status === 401)) setErrors({ form: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Decision">
      <RadioGroup aria-describedby={errors.decision ? 'review-decision-error' : undefined}>
        <legend>Decision</legend>
        {CHOICES.map(([value, label]) => (
          <label key={value}>
            <input type="radio" name="decision" value={value} checked={decision === value} onChange={() => setDecision(value)} /> {label}
          </label>
        ))}
        <FieldMessages id="review-decision" error={errors.decision} />
      </RadioGroup>
      <TextAreaField
        label="Comment"
        rows={6}
        hint={`Required to return: say what to change. The student reads it with the decision. At most ${ASSIGNMENT_LIMITS.commentChars} characters.`}
        error={errors.comment}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <FormError message={errors.form} />
      <Actions>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send decision'}
        </Button>
      </Actions>
    </form>
  );
}
