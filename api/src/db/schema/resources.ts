// Files attached to a class (decision 131): handbooks and configuration documents listed under
// the video. The bytes live in the file storage under `storage_key`, a key the server made; the
// row keeps what the checks found (the content's type, its size) and the uploader's name for
// display and download only.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { classes, courses } from './catalogue';
import { createdAt, parentId } from './columns';

export const classResources = pgTable(
  'class_resources',
  {
    id: serial('id').primaryKey(),
    classId: parentId('class_id', () => classes.id),
    // Denormalised like classes.course_id: a resource id alone never grants access.
    courseId: parentId('course_id', () => courses.id),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('class_resources_class_idx').on(t.classId, t.id), check('class_resources_size_positive', sql`${t.sizeBytes} > 0`)],
);
