// Query keys of the certificates feature. The root `['certificates']` also covers the side menu's
// certificate state (navigation feature, ['certificates', 'state', …]), so a download refreshes it.
export const certificateKeys = {
  all: ['certificates'] as const,
  list: (userId: number) => [...certificateKeys.all, 'list', userId] as const,
  verification: (code: string) => [...certificateKeys.all, 'verification', code] as const,
  holders: (courseId: number) => [...certificateKeys.all, 'holders', courseId] as const,
};
