// Course types of spec §1; a "group" is a course of kind group (no tasks menu entry).

export const COURSE_TYPES = ['default', 'blended', 'elearning', 'self_learning', 'compact_learning'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export const COURSE_KINDS = ['course', 'group'] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];
