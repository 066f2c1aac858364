// One question of the quiz: its kind, text, points, picture, the answer its kind needs (options,
// a number with a tolerance, or accepted texts one per line) and an explanation shown after an
// attempt, with the tools to move or remove it.
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Controller, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { Button } from 'mfe-shared';
import { QUESTION_KINDS } from 'mfe-shared/contracts';
import { SelectField, TextAreaField, TextField } from 'mfe-shared/ui/field';
import { FormGrid } from '../../components/fields';
import { OptionList } from './option-list';
import { QuestionImage } from './question-image';
import { QuestionBox, Tools } from './quiz-layout';
import { KIND_LABELS, optionalNumber, optionalText, requiredNumber, type QuestionForm, type QuizControl, type QuizForm } from './quiz-form-values';

type QuestionErrors = NonNullable<FieldErrors<QuizForm>['questions']>[number];

const firstMessage = (error: QuestionErrors | undefined) => {
  const accepted = error?.accepted_answers;
  if (!accepted) return undefined;
  return accepted.message ?? accepted.root?.message ?? (Array.isArray(accepted) ? accepted.find((item) => item?.message)?.message : undefined);
};

export interface QuestionFieldsProps {
  courseId: number;
  classId: number;
  index: number;
  count: number;
  question: QuestionForm;
  control: QuizControl;
  register: UseFormRegister<QuizForm>;
  setValue: UseFormSetValue<QuizForm>;
  errors: QuestionErrors | undefined;
  onMove: (to: number) => void;
  onRemove: () => void;
}

export function QuestionFields({ courseId, classId, index, count, question, control, register, setValue, errors, onMove, onRemove }: QuestionFieldsProps) {
  const base = `questions.${index}` as const;
  const number = index + 1;
  return (
    <QuestionBox aria-label={`Question ${number}`}>
      <legend>Question {number}</legend>
      <FormGrid>
        <SelectField label="Question type" error={errors?.kind?.message} {...register(`${base}.kind`)}>
          {QUESTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <TextField label="Points" inputMode="numeric" error={errors?.points?.message} {...register(`${base}.points`, { setValueAs: requiredNumber })} />
        <div className="wide">
          <TextAreaField label="Question text" rows={3} error={errors?.prompt?.message} {...register(`${base}.prompt`)} />
        </div>
      </FormGrid>
      <QuestionImage
        courseId={courseId}
        classId={classId}
        questionIndex={index}
        imageUrl={question.image_url}
        register={register}
        setValue={setValue}
        errors={errors}
      />
      {(question.kind === 'single' || question.kind === 'multiple') && (
        <OptionList control={control} register={register} errors={errors} questionIndex={index} />
      )}
      {question.kind === 'numeric' && (
        <FormGrid>
          <TextField
            label="Correct answer"
            inputMode="decimal"
            error={errors?.answer?.message}
            {...register(`${base}.answer`, { setValueAs: optionalNumber })}
          />
          <TextField
            label="Tolerance"
            inputMode="decimal"
            hint="How far from the answer still counts as right; 0 for exact."
            error={errors?.tolerance?.message}
            {...register(`${base}.tolerance`, { setValueAs: (value: unknown) => (value === '' ? 0 : Number(value)) })}
          />
        </FormGrid>
      )}
      {question.kind === 'text' && (
        <Controller
          control={control}
          name={`${base}.accepted_answers`}
          render={({ field }) => (
            <TextAreaField
              label="Accepted answers"
              rows={3}
              hint="One per line. Case and spaces are ignored when answers are compared."
              error={firstMessage(errors)}
              name={field.name}
              ref={field.ref}
              value={field.value.join('\n')}
              onChange={(event) => field.onChange(event.target.value === '' ? [] : event.target.value.split('\n'))}
              // A line left empty at the end is not an answer.
              onBlur={() => {
                field.onChange(field.value.map((answer) => answer.trim()).filter(Boolean));
                field.onBlur();
              }}
            />
          )}
        />
      )}
      <TextAreaField
        label="Explanation"
        rows={2}
        hint="Optional: shown with the result, after an attempt is submitted."
        error={errors?.explanation?.message}
        {...register(`${base}.explanation`, { setValueAs: optionalText })}
      />
      <Tools>
        <Button type="button" $variant="secondary" aria-label={`Move question ${number} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
          <ArrowUp size={16} aria-hidden="true" /> Up
        </Button>
        <Button type="button" $variant="secondary" aria-label={`Move question ${number} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          <ArrowDown size={16} aria-hidden="true" /> Down
        </Button>
        <Button type="button" $variant="ghost" aria-label={`Remove question ${number}`} disabled={count === 1} onClick={onRemove}>
          <Trash2 size={16} aria-hidden="true" /> Remove
        </Button>
      </Tools>
    </QuestionBox>
  );
}
