// Columns every table uses the same way: timestamps, and references to a parent row.
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Optimistic concurrency: an update names the version it read and bumps it. */
export const version = () => integer('version').notNull().default(0);

/** A required reference to a parent row; the row goes when its parent goes. */
export const parentId = (name: string, parent: () => AnyPgColumn) => integer(name).notNull().references(parent, { onDelete: 'cascade' });
