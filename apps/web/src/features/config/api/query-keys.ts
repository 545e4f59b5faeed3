export const configKeys = {
  all: ['config'] as const,
  forPath: (path: string) => [...configKeys.all, path] as const,
};
