// Small key/value facts about this installation, e.g. that the demo campus was seeded.
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
