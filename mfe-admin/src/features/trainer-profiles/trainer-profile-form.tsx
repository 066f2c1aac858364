// One trainer's public profile (decision 147): what the course pages show beside the syllabus and
// put in the JSON-LD as the course's instructor. Modules are typed as one comma-separated line,
// the way staff list SAP modules ("FI, CO, S/4HANA Finance"); years may be left blank.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, apiUrl, errorMessage, toast } from 'mfe-shared';
import { TRAINER_PROFILE_LIMITS, trainerProfileInputSchema, type AdminTrainer } from 'mfe-shared/contracts/admin';
import { TextAreaField, TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { handleSaveError } from '../../lib/api';
import { saveTrainerProfile } from './api/save-trainer-profile';
import { uploadTrainerPhoto } from './api/upload-trainer-photo';

export const PROFILE_LABELS = {
  name: 'Display name',
  years: 'Years of experience',
  modules: 'SAP modules (comma-separated)',
  bio: 'Short bio',
  save: 'Save profile',
  photo: 'Photo (PNG, JPEG or WebP, up to 2 MB)',
  upload: 'Upload photo',
} as const;
export const SAVED_TOAST = 'Profile saved: course pages show it on their next visit.';
export const PHOTO_TOAST = 'Photo uploaded.';
export const PHOTO_NEEDS_PROFILE = 'Save the profile first; then add a photo.';
const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

const shape = trainerProfileInputSchema.shape;
const formSchema = z.object({
  display_name: shape.display_name,
  years_experience: z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(shape.years_experience),
  modules: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((module) => module.trim())
        .filter(Boolean),
    )
    .pipe(shape.modules),
  bio: shape.bio,
});
type Input = z.input<typeof formSchema>;
type Values = z.output<typeof formSchema>;

export function TrainerProfileForm({ trainer, onSaved }: { trainer: AdminTrainer; onSaved: () => Promise<unknown> }) {
  const profile = trainer.profile;
  const [refused, setRefused] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<Input, unknown, Values>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      display_name: profile?.display_name ?? trainer.name,
      years_experience: profile?.years_experience === null || profile === null ? '' : String(profile.years_experience),
      modules: profile?.modules.join(', ') ?? '',
      bio: profile?.bio ?? '',
    },
  });
  const id = (name: string) => `trainer-${name}-${trainer.user_id}`;

  const submit = handleSubmit(async (values) => {
    setRefused(null);
    try {
      await saveTrainerProfile(trainer.user_id, values);
      toast.success(SAVED_TOAST);
      await onSaved();
    } catch (error) {
      handleSaveError(error, setError, setRefused);
    }
  });

  const upload = async () => {
    if (!photo) return;
    setRefused(null);
    setUploading(true);
    try {
      await uploadTrainerPhoto(trainer.user_id, photo);
      toast.success(PHOTO_TOAST);
      setPhoto(null);
      await onSaved();
    } catch (error) {
      setRefused(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <form aria-label={`Profile of ${trainer.name}`} noValidate onSubmit={(event) => void submit(event)}>
      <FormError message={refused} />
      <TextField
        id={id('name')}
        label={PROFILE_LABELS.name}
        maxLength={TRAINER_PROFILE_LIMITS.name}
        required
        error={formState.errors.display_name?.message}
        {...register('display_name')}
      />
      <TextField
        id={id('years')}
        label={PROFILE_LABELS.years}
        inputMode="numeric"
        error={formState.errors.years_experience?.message}
        {...register('years_experience')}
      />
      <TextField id={id('modules')} label={PROFILE_LABELS.modules} error={formState.errors.modules?.message} {...register('modules')} />
      <TextAreaField
        id={id('bio')}
        label={PROFILE_LABELS.bio}
        rows={4}
        maxLength={TRAINER_PROFILE_LIMITS.bio}
        error={formState.errors.bio?.message}
        {...register('bio')}
      />
      <Button type="submit" $variant="primary" disabled={formState.isSubmitting}>
        {PROFILE_LABELS.save}
      </Button>
      {profile?.photo_url && <img src={apiUrl(profile.photo_url)} alt={profile.display_name} width={96} height={96} />}
      <TextField
        id={id('photo')}
        label={PROFILE_LABELS.photo}
        type="file"
        accept={PHOTO_ACCEPT}
        disabled={profile === null}
        hint={profile === null ? PHOTO_NEEDS_PROFILE : 'Checked by its content when it is uploaded.'}
        onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
      />
      <Button type="button" $variant="secondary" disabled={profile === null || photo === null || uploading} onClick={() => void upload()}>
        {PROFILE_LABELS.upload}
      </Button>
    </form>
  );
}
