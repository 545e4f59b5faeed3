// Per-campus look and global header (spec §3 Configuration: global_header, color_overrides,
// font_overrides) and each user's collapsed sections of the campus dashboard.
import { CAMPUS_LIST_TYPES } from '@campus/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { domains } from './domains.ts';
import { inList } from './sql-helpers.ts';
import { users } from './users.ts';

/** Links and logo of the global header; absent keys are "not configured". */
export interface CampusGlobalHeaderSettings {
  tumUrl?: string;
  userPortalUrl?: string;
  global_header_url?: string;
  externalLogoUrl?: string;
  externalLogoImage?: string;
}

/** Theme colours as CSS colour strings; absent keys keep the default theme. */
export interface CampusColorSettings {
  global_header?: { background_color?: string; font_color?: string; text_hover_background?: string };
  main_menu?: { main_menu_background_color?: string; font_color?: string; text_hover?: string };
  main_background?: string;
}

/** CSS font-family values. */
export interface CampusFontSettings {
  global_header?: string;
  custom_theme_admin_font_family?: string;
}

export const campusSettings = pgTable('campus_settings', {
  domainId: integer('domain_id')
    .primaryKey()
    .references(() => domains.id, { onDelete: 'cascade' }),
  /** Signed-in users see the global header. */
  showGlobalHeader: boolean('show_global_header').notNull().default(false),
  globalHeader: jsonb('global_header').$type<CampusGlobalHeaderSettings>().notNull().default({}),
  colors: jsonb('colors').$type<CampusColorSettings>().notNull().default({}),
  fonts: jsonb('fonts').$type<CampusFontSettings>().notNull().default({}),
  /** Feature flag `feedback_prompt` (spec §4): the app asks for feedback after 25 minutes; off by default. */
  feedbackPrompt: boolean('feedback_prompt').notNull().default(false),
  /** The campus's own imprint page (http/https); null: the app's /impressum. */
  imprintUrl: text('imprint_url'),
  /** The campus's own privacy page (http/https); null: the app's /privacy_policy. */
  privacyUrl: text('privacy_url'),
  /** Campus switch `certificates` (issue 18): off → no certificates are issued or shown (stored ones stay); on by default. */
  certificates: boolean('certificates').notNull().default(true),
  /** Campus switch `push_notifications` (issue 18): off → no web push to the campus's users, no subscribing; on by default. */
  pushNotifications: boolean('push_notifications').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** A section (site, or 0 for "no site") of a campus dashboard list a user folded or unfolded. */
export const campusCollapsedSections = pgTable(
  'campus_collapsed_sections',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    listType: text('list_type', { enum: CAMPUS_LIST_TYPES }).notNull(),
    sectionId: integer('section_id').notNull(),
    collapsed: boolean('collapsed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.domainId, table.listType, table.sectionId] }),
    check('campus_collapsed_sections_list_type_valid', inList(table.listType, CAMPUS_LIST_TYPES)),
    check('campus_collapsed_sections_section_id_valid', sql`${table.sectionId} >= 0`),
  ],
);
