// Public surface of @campus/shared: one module per feature, re-exported here.
export * from './api.ts';
export * from './roles.ts';
export * from './course-types.ts';
