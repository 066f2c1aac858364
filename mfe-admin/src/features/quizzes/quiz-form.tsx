// The quiz editor's form (decision 130): the settings and the ordered questions, validated with
// the contract's own schema (quizUpdateSchema) and saved whole with the version it loaded. A
// refusal lands where it belongs: a field's message under the field, a stale version as the
// notice with a Reload, anything else (not a quiz class, a lost connection) as the form's line.
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, type Path, type Resolver } from 'react-hook-form';
import { ApiError, Button, errorMessage, fieldErrors, toast } from 'mfe-shared';
import { ADMIN_MESSAGES, QUIZ_LIMITS, quizUpdateSchema, type QuizUpdate } from 'mfe-shared/contracts/admin';
import { CheckboxField, FieldMessages, TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { FormGrid } from '../../components/fields';
import { Section } from '../../components/page';
import { StaleNotice } from '../../components/stale-notice';
import { QuestionFields } from './question-fields';
import { Tools } from './quiz-layout';
import { emptyQuestion, optionalNumber, requiredNumber, type QuizForm as QuizFormValues } from './quiz-form-values';

export const QUIZ_SAVED = 'Quiz saved.';

// The form's values carry every kind's fields on each question (quiz-form-values.ts); the
// contract's schema keeps those of the question's kind, so its output is the PUT body itself.
const resolver = zodResolver(quizUpdateSchema) as unknown as Resolver<QuizFormValues, unknown, QuizUpdate>;

export function QuizForm({
  courseId,
  classId,
  defaults,
  onSave,
  onReload,
}: {
  courseId: number;
  classId: number;
  defaults: QuizFormValues;
  onSave: (body: QuizUpdate) => Promise<unknown>;
  onReload: () => Promise<unknown>;
}) {
  const { control, register, handleSubmit, formState, watch, setValue, setError } = useForm<QuizFormValues, unknown, QuizUpdate>({
    resolver,
    defaultValues: defaults,
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions', keyName: 'key' });
  const { errors, isSubmitting } = formState;
  const [stale, setStale] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- watch() re-reads each question's kind and image
  const questions = watch('questions');

  const submit = handleSubmit(async (body) => {
    setStale(null);
    try {
      await onSave(body);
      toast.success(QUIZ_SAVED);
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) {
        for (const [name, message] of Object.entries(fields)) setError(name as Path<QuizFormValues>, { type: 'server', message }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.status === 409 && errorMessage(error) === ADMIN_MESSAGES.staleVersion) {
        setStale(errorMessage(error));
      } else if (!(error instanceof ApiError && error.status === 401)) {
        setError('root.server', { type: 'server', message: errorMessage(error) });
      }
    }
  });
  const listError = errors.questions?.root?.message ?? errors.questions?.message;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Quiz">
      <StaleNotice message={stale} onReload={() => void onReload()} />
      <Section aria-labelledby="quiz-settings-heading">
        <h2 id="quiz-settings-heading">Settings</h2>
        <FormGrid>
          <TextField label="Pass mark (%)" inputMode="numeric" error={errors.pass_mark?.message} {...register('pass_mark', { setValueAs: requiredNumber })} />
          <TextField
            label="Attempt limit"
            inputMode="numeric"
            hint="Empty: unlimited attempts."
            error={errors.attempt_limit?.message}
            {...register('attempt_limit', { setValueAs: optionalNumber })}
          />
          <TextField
            label="Time limit (seconds)"
            inputMode="numeric"
            hint={`Empty: untimed. From ${QUIZ_LIMITS.timeLimit.min} to ${QUIZ_LIMITS.timeLimit.max} (24 hours).`}
            error={errors.time_limit_seconds?.message}
            {...register('time_limit_seconds', { setValueAs: optionalNumber })}
          />
          <CheckboxField label="Shuffle questions" {...register('shuffle_questions')} />
          <CheckboxField label="Shuffle options" {...register('shuffle_options')} />
        </FormGrid>
      </Section>
      <Section aria-labelledby="quiz-questions-heading">
        <h2 id="quiz-questions-heading">Questions</h2>
        {fields.map((field, index) => (
          <QuestionFields
            key={field.key}
            courseId={courseId}
            classId={classId}
            index={index}
            count={fields.length}
            question={questions[index] ?? emptyQuestion()}
            control={control}
            register={register}
            setValue={setValue}
            errors={errors.questions?.[index]}
            onMove={(to) => move(index, to)}
            onRemove={() => remove(index)}
          />
        ))}
        <FieldMessages id="quiz-questions" error={listError} />
      </Section>
      <FormError message={errors.root?.server?.message} />
      <Tools>
        <Button type="button" $variant="secondary" disabled={fields.length >= QUIZ_LIMITS.questions} onClick={() => append(emptyQuestion())}>
          <Plus size={16} aria-hidden="true" /> Add question
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          Save quiz
        </Button>
      </Tools>
    </form>
  );
}
