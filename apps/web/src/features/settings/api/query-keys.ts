export const settingsKeys = {
  all: ['settings'] as const,
  account: () => [...settingsKeys.all, 'account'] as const,
};
