// Sections and their classes, in order: add, remove, move up and down, then one PUT of the
// whole tree (classes missing from it are removed by the API; existing ones keep their ids).
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, theme } from 'mfe-shared';
import { CLASS_TYPES, type CourseOutlineUpdate } from 'mfe-shared/contracts/admin';
import { Card } from 'mfe-shared/ui/card';
import { CheckboxField, SelectField, TextAreaField, TextField } from 'mfe-shared/ui/field';
import { FormGrid } from '../../components/fields';
import { StaleNotice } from '../../components/stale-notice';
import { screens } from '../../config/paths';
import { useVersionedSave } from '../../lib/use-versioned-save';
import { emptyClass, formToOutline, outlineFormSchema, type OutlineForm } from './outline-schema';

// A section is a Card drawn as its fieldset (the legend names the group), in block flow.
const SectionBox = styled(Card).attrs({ as: 'fieldset' })`
  display: block;
  margin: 0 0 1rem;
  legend { font-weight: 700; padding: 0 0.5rem; }
`;
const ClassBox = styled.fieldset`
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius.sm};
  padding: 0.75rem;
  margin: 0.75rem 0;
  legend { font-weight: 600; }
`;
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button { min-height: 2rem; padding: 0.25rem 0.6rem; }
`;

const CLASS_TYPE_LABELS = { VIDEO: 'Video', QUIZ: 'Quiz', ASSIGNMENT: 'Assignment' } as const satisfies Record<(typeof CLASS_TYPES)[number], string>;

function ClassList({
  courseId,
  control,
  register,
  errors,
  sectionIndex,
  sectionName,
}: {
  courseId: number;
  control: Control<OutlineForm>;
  register: UseFormRegister<OutlineForm>;
  errors: FieldErrors<OutlineForm>;
  sectionIndex: number;
  sectionName: string;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: `sections.${sectionIndex}.classes`, keyName: 'key' });
  return (
    <>
      {fields.map((field, index) => {
        const base = `sections.${sectionIndex}.classes.${index}` as const;
        const error = errors.sections?.[sectionIndex]?.classes?.[index];
        const id = `outline-${sectionIndex}-${index}`;
        const label = `class ${index + 1} of ${sectionName || `section ${sectionIndex + 1}`}`;
        return (
          <ClassBox key={field.key}>
            <legend>Class {index + 1}</legend>
            <FormGrid>
              <TextField id={`${id}-title`} label="Class title" error={error?.title?.message} {...register(`${base}.title`)} />
              <TextField id={`${id}-minutes`} label="Duration (minutes)" inputMode="numeric" error={error?.minutes?.message} {...register(`${base}.minutes`)} />
              <SelectField id={`${id}-type`} label="Class type" hint="A saved quiz or assignment class has its Edit link below." {...register(`${base}.type`)}>
                {CLASS_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {CLASS_TYPE_LABELS[type]}
                  </option>
                ))}
              </SelectField>
              <div className="wide">
                <TextField
                  id={`${id}-youtube`}
                  label="YouTube link"
                  type="url"
                  error={error?.youtube?.message}
                  hint="The class's video, e.g. https://youtu.be/abc123"
                  {...register(`${base}.youtube`)}
                />
              </div>
              <div className="wide">
                <CheckboxField
                  id={`${id}-preview`}
                  label="Free preview"
                  hint="Visitors can play this class's video on the public course page; other classes show only their title."
                  {...register(`${base}.preview`)}
                />
              </div>
              <div className="wide">
                <TextAreaField
                  id={`${id}-description`}
                  label="Class description"
                  rows={2}
                  error={error?.description?.message}
                  {...register(`${base}.description`)}
                />
              </div>
            </FormGrid>
            {/* A saved class (it has an id) has its quiz and files on their own screens; the
                links follow the type it was saved with, which is what the API checks. */}
            {field.id !== undefined && (
              <Tools>
                {field.type === 'QUIZ' && (
                  <Link to={screens.classQuiz(courseId, field.id)} aria-label={`Edit quiz of ${field.title}`}>
                    Edit quiz
                  </Link>
                )}
                {field.type === 'ASSIGNMENT' && (
                  <Link to={screens.classAssignment(courseId, field.id)} aria-label={`Edit assignment of ${field.title}`}>
                    Edit assignment
                  </Link>
                )}
                <Link to={screens.classFiles(courseId, field.id)} aria-label={`Files of ${field.title}`}>
                  Files
                </Link>
              </Tools>
            )}
            <Tools>
              <Button type="button" $variant="secondary" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                <ArrowUp size={16} aria-hidden="true" /> Up
              </Button>
              <Button
                type="button"
                $variant="secondary"
                aria-label={`Move ${label} down`}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown size={16} aria-hidden="true" /> Down
              </Button>
              <Button type="button" $variant="ghost" aria-label={`Remove ${label}`} onClick={() => remove(index)}>
                <Trash2 size={16} aria-hidden="true" /> Remove
              </Button>
            </Tools>
          </ClassBox>
        );
      })}
      {/* The section's name is for screen readers: on a phone the full text wrapped. */}
      <Button
        type="button"
        $variant="secondary"
        aria-label={`Add class to ${sectionName || `section ${sectionIndex + 1}`}`}
        onClick={() => append(emptyClass())}
      >
        <Plus size={16} aria-hidden="true" /> Add class
      </Button>
    </>
  );
}

export function OutlineEditor({
  courseId,
  defaults,
  version,
  onSave,
  onReload,
}: {
  courseId: number;
  defaults: OutlineForm;
  version: number;
  onSave: (body: CourseOutlineUpdate) => Promise<unknown>;
  onReload: () => Promise<void>;
}) {
  const { control, register, handleSubmit, formState, watch, setError } = useForm<OutlineForm>({
    resolver: zodResolver(outlineFormSchema),
    defaultValues: defaults,
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'sections', keyName: 'key' });
  const { errors, isSubmitting } = formState;

  const { stale, onSubmit, reload } = useVersionedSave({
    handleSubmit,
    setError,
    save: (form) => onSave(formToOutline(form, version)),
    saved: 'Outline saved.',
    onReload,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Outline">
      <StaleNotice message={stale} onReload={reload} />
      {fields.length === 0 && <p>No sections yet.</p>}
      {fields.map((field, index) => {
        // eslint-disable-next-line react-hooks/incompatible-library -- watch() re-reads the typed name for the labels
        const name = watch(`sections.${index}.name`);
        const label = `section ${index + 1}${name ? ` (${name})` : ''}`;
        return (
          <SectionBox key={field.key}>
            <legend>Section {index + 1}</legend>
            <TextField
              id={`outline-${index}-name`}
              label="Section name"
              error={errors.sections?.[index]?.name?.message}
              {...register(`sections.${index}.name`)}
            />
            <ClassList courseId={courseId} control={control} register={register} errors={errors} sectionIndex={index} sectionName={name} />
            <Tools style={{ marginTop: '0.75rem' }}>
              <Button type="button" $variant="secondary" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                <ArrowUp size={16} aria-hidden="true" /> Up
              </Button>
              <Button
                type="button"
                $variant="secondary"
                aria-label={`Move ${label} down`}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown size={16} aria-hidden="true" /> Down
              </Button>
              <Button type="button" $variant="ghost" aria-label={`Remove ${label}`} onClick={() => remove(index)}>
                <Trash2 size={16} aria-hidden="true" /> Remove section
              </Button>
            </Tools>
          </SectionBox>
        );
      })}
      <Tools>
        <Button type="button" $variant="secondary" onClick={() => append({ name: '', classes: [] })}>
          <Plus size={16} aria-hidden="true" /> Add section
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          Save outline
        </Button>
      </Tools>
    </form>
  );
}
