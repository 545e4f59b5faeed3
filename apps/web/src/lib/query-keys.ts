// Query keys that more than one feature uses: the config feature loads GET /config under them and the
// navigation reloads it (a link that selects another course, spec §4). A feature's own keys stay in its
// api/query-keys.ts.
export const configKeys = {
  all: ['config'] as const,
  forPath: (path: string) => [...configKeys.all, path] as const,
};
