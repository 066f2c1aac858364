// A course's certificate rules (decision 135): every class complete, a final quiz with its own
// pass mark, or both. Loaded with its own chunk from the course editor: the rules have their own
// version, so a save here never conflicts with the course's fields or outline.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from 'mfe-shared';
import { completionRulesUpdateSchema, type CompletionRules, type CompletionRulesUpdate } from 'mfe-shared/contracts/admin';
import { CheckboxField, SelectField, TextField } from 'mfe-shared/ui/field';
import { QueryState } from 'mfe-shared/ui/query-state';
import { FormGrid } from '../../components/fields';
import { StaleNotice } from '../../components/stale-notice';
import { useFormGeneration } from '../../lib/use-form-generation';
import { useVersionedSave } from '../../lib/use-versioned-save';
import { useCompletionRules } from './api/get-completion-rules';
import { updateCompletionRules } from './api/update-completion-rules';

export const RULES_SAVED = 'Certificate rules saved.';
export const NO_FINAL_QUIZ = 'No final quiz';

export interface QuizClass {
  id: number;
  title: string;
}

// The form holds what the controls hold (the select's and the number box's strings); the contract
// schema then checks the request exactly as the API will, with its own messages.
const formSchema = z
  .object({
    version: z.number(),
    require_all_classes: z.boolean(),
    final_quiz_class_id: z.string(),
    final_quiz_pass_mark: z.string(),
  })
  .transform(({ version, require_all_classes, final_quiz_class_id, final_quiz_pass_mark }) => {
    const quiz = final_quiz_class_id === '' ? null : Number(final_quiz_class_id);
    const mark = final_quiz_pass_mark.trim();
    return {
      version,
      require_all_classes,
      final_quiz_class_id: quiz,
      // Without a final quiz its pass mark is not sent; an empty box with one is NaN, which the
      // contract refuses with its pass-mark message.
      final_quiz_pass_mark: quiz === null ? null : mark === '' ? Number.NaN : Number(mark),
    };
  })
  .pipe(completionRulesUpdateSchema);
type RulesFormInput = z.input<typeof formSchema>;

const toForm = (rules: CompletionRules): RulesFormInput => ({
  version: rules.version,
  require_all_classes: rules.require_all_classes,
  final_quiz_class_id: rules.final_quiz_class_id === null ? '' : String(rules.final_quiz_class_id),
  final_quiz_pass_mark: rules.final_quiz_pass_mark === null ? '' : String(rules.final_quiz_pass_mark),
});

function RulesForm({
  courseId,
  rules,
  quizzes,
  onSaved,
  onReload,
}: {
  courseId: number;
  rules: CompletionRules;
  quizzes: readonly QuizClass[];
  onSaved: (rules: CompletionRules) => Promise<unknown>;
  onReload: () => Promise<unknown>;
}) {
  const { register, handleSubmit, formState, setError, control } = useForm<RulesFormInput, unknown, CompletionRulesUpdate>({
    resolver: zodResolver(formSchema),
    defaultValues: toForm(rules),
  });
  const { errors, isSubmitting } = formState;
  const chosenQuiz = useWatch({ control, name: 'final_quiz_class_id' });
  const { stale, onSubmit, reload } = useVersionedSave({
    handleSubmit,
    setError,
    save: async (body: CompletionRulesUpdate) => onSaved(await updateCompletionRules(courseId, body)),
    saved: RULES_SAVED,
    onReload,
  });
  // A saved final quiz that is no longer a quiz of this course (its class removed or made a
  // video) stays visible, so staff see why the API refuses it and can choose again.
  const missing = rules.final_quiz_class_id !== null && !quizzes.some((quiz) => quiz.id === rules.final_quiz_class_id);
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Certificate rules">
      <StaleNotice message={stale} onReload={reload} />
      <FormGrid>
        <div className="wide">
          <CheckboxField
            id="rules-all-classes"
            label="Every class must be complete"
            hint="A quiz class is complete when passed."
            error={errors.require_all_classes?.message}
            {...register('require_all_classes')}
          />
        </div>
        <SelectField
          id="rules-final-quiz"
          label="Final quiz"
          hint={quizzes.length === 0 ? 'Add a quiz class to the outline to choose one.' : undefined}
          error={errors.final_quiz_class_id?.message}
          {...register('final_quiz_class_id')}
        >
          <option value="">{NO_FINAL_QUIZ}</option>
          {quizzes.map((quiz) => (
            <option key={quiz.id} value={String(quiz.id)}>
              {quiz.title}
            </option>
          ))}
          {missing && <option value={String(rules.final_quiz_class_id)}>Class {rules.final_quiz_class_id} (no longer a quiz of this course)</option>}
        </SelectField>
        {chosenQuiz !== '' && (
          <TextField
            id="rules-pass-mark"
            label="Final quiz pass mark (%)"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            hint="The student's best attempt must score at least this share of the quiz's marks."
            error={errors.final_quiz_pass_mark?.message}
            {...register('final_quiz_pass_mark')}
          />
        )}
      </FormGrid>
      <Button type="submit" disabled={isSubmitting}>
        Save certificate rules
      </Button>
    </form>
  );
}

export function CompletionRulesPanel({ courseId, quizzes }: { courseId: number; quizzes: readonly QuizClass[] }) {
  const { data, error, mutate } = useCompletionRules(courseId);
  const { generation, reload, restart } = useFormGeneration(mutate);
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {(rules) => (
        <RulesForm
          key={`rules-${generation}`}
          courseId={courseId}
          rules={rules}
          quizzes={quizzes}
          onSaved={async (saved) => {
            // The saved rules carry the next version: the form starts again from them.
            await mutate(saved, { revalidate: false });
            restart();
          }}
          onReload={reload}
        />
      )}
    </QueryState>
  );
}
