// The back office's view of a class's files (decision 131): the student's fields plus when it was added.
import { z } from 'zod';
import { classResourceSchema } from '../class-resources.ts';
import { timestampSchema } from './common.ts';

export const adminClassResourceSchema = classResourceSchema.extend({ created_at: timestampSchema });
export type AdminClassResource = z.infer<typeof adminClassResourceSchema>;
export const adminClassResourceListSchema = z.object({ results: z.array(adminClassResourceSchema) });
