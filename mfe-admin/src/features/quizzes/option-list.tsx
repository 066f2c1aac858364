// A choice question's options: text and whether it is correct, added, removed and reordered. The
// contract's rule (one correct option for single choice, at least one for multiple) shows under
// the list.
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from 'mfe-shared';
import { QUIZ_LIMITS } from 'mfe-shared/contracts/admin';
import { CheckboxField, FieldMessages, TextField } from 'mfe-shared/ui/field';
import { Row, Tools } from './quiz-layout';
import type { QuizControl, QuizForm } from './quiz-form-values';

type QuestionErrors = NonNullable<FieldErrors<QuizForm>['questions']>[number];

export function OptionList({
  control,
  register,
  errors,
  questionIndex,
}: {
  control: QuizControl;
  register: UseFormRegister<QuizForm>;
  errors: QuestionErrors | undefined;
  questionIndex: number;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: `questions.${questionIndex}.options`, keyName: 'key' });
  const listError = errors?.options?.root?.message ?? errors?.options?.message;
  const listId = `question-${questionIndex}-options`;
  return (
    <fieldset aria-describedby={listError ? `${listId}-error` : undefined}>
      <legend>Options</legend>
      {fields.map((field, index) => {
        const name = `questions.${questionIndex}.options.${index}` as const;
        const label = `Option ${index + 1}`;
        return (
          <Row key={field.key}>
            <TextField label={label} error={errors?.options?.[index]?.text?.message} {...register(`${name}.text`)} />
            <CheckboxField label={`${label} is correct`} {...register(`${name}.correct`)} />
            <Tools>
              <Button
                type="button"
                $variant="secondary"
                aria-label={`Move option ${index + 1} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp size={16} aria-hidden="true" />
              </Button>
              <Button
                type="button"
                $variant="secondary"
                aria-label={`Move option ${index + 1} down`}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown size={16} aria-hidden="true" />
              </Button>
              <Button type="button" $variant="ghost" aria-label={`Remove option ${index + 1}`} onClick={() => remove(index)}>
                <Trash2 size={16} aria-hidden="true" />
              </Button>
            </Tools>
          </Row>
        );
      })}
      <FieldMessages id={listId} error={listError} />
      <Button type="button" $variant="secondary" disabled={fields.length >= QUIZ_LIMITS.options.max} onClick={() => append({ text: '', correct: false })}>
        <Plus size={16} aria-hidden="true" /> Add option
      </Button>
    </fieldset>
  );
}
