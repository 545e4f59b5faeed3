// Every table, in one object: drizzle-kit reads it to generate migrations and the client uses it for types.
export * from './domains.ts';
export * from './users.ts';
export * from './courses.ts';
export * from './app-meta.ts';
export * from './auth.ts';
export * from './legal.ts';
export * from './campus-settings.ts';
export * from './certificates.ts';
export * from './taxonomy.ts';
export * from './assignments.ts';
export * from './videos.ts';
export * from './content.ts';
export * from './course-files.ts';
export * from './jobs.ts';
export * from './video-progress.ts';
export * from './learning-paths.ts';
