export const legalKeys = {
  all: ['legal'] as const,
  terms: (domainId: number) => [...legalKeys.all, 'terms', domainId] as const,
};
