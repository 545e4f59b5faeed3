// Public surface of @campus/shared: one module per feature, re-exported here.
export * from './api.ts';
