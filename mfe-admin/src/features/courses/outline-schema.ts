// The outline form: sections with ordered classes, the class duration typed in minutes and its
// YouTube link as one field; converted to PUT /admin/courses/{id}/outline's body (seconds,
// files with is_original) and back. Messages are the contract's.
import { z } from 'zod';
import {
  CLASS_TYPES,
  outlineClassSchema,
  outlineFileSchema,
  outlineSectionSchema,
  type AdminCourseDetail,
  type CourseOutlineUpdate,
} from 'mfe-shared/contracts/admin';

export const MINUTES_MESSAGE = 'Enter the duration in whole minutes (1–1440), or leave it empty.';

const classForm = z.object({
  id: z.number().optional(),
  /** Not a field on screen: carried through so saving the outline keeps a QUIZ class a quiz (decision 130). */
  type: z.enum(CLASS_TYPES),
  title: outlineClassSchema.shape.title,
  description: z.string(),
  minutes: z.string().refine((value) => value.trim() === '' || (/^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 1440), {
    error: MINUTES_MESSAGE,
  }),
  youtube: z.union([z.literal(''), outlineFileSchema.shape.url]),
  /** A visitor may play this class's video on the public course page (decision 211). */
  preview: z.boolean(),
});

export const outlineFormSchema = z.object({
  sections: z.array(z.object({ id: z.number().optional(), name: outlineSectionSchema.shape.name, classes: z.array(classForm) })),
});
export type OutlineForm = z.infer<typeof outlineFormSchema>;
export type OutlineClassForm = z.infer<typeof classForm>;

export const emptyClass = (): OutlineClassForm => ({ type: 'VIDEO', title: '', description: '', minutes: '', youtube: '', preview: false });

export function outlineToForm(course: AdminCourseDetail): OutlineForm {
  return {
    sections: course.sections.map((section) => ({
      id: section.id,
      name: section.name,
      classes: section.classes.map((item) => ({
        id: item.id,
        type: item.online_class_type,
        title: item.title,
        description: item.description,
        minutes: item.duration === null ? '' : String(Math.round(item.duration / 60)),
        youtube: (item.files.find((file) => file.is_original) ?? item.files[0])?.url ?? '',
        preview: item.free_preview ?? false,
      })),
    })),
  };
}

export function formToOutline(form: OutlineForm, version: number): CourseOutlineUpdate {
  return {
    version,
    sections: form.sections.map((section) => ({
      ...(section.id ? { id: section.id } : {}),
      name: section.name,
      classes: section.classes.map((item) => ({
        ...(item.id ? { id: item.id } : {}),
        title: item.title,
        description: item.description,
        duration: item.minutes.trim() ? Number(item.minutes) * 60 : null,
        online_class_type: item.type,
        free_preview: item.preview,
        files: item.youtube ? [{ is_original: true, online_class_file_type: 'YOUTUBE' as const, url: item.youtube }] : [],
      })),
    })),
  };
}
