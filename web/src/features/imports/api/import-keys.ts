/** Query keys for the imports feature. */
export const importKeys = {
  all: ['imports'] as const,
  sources: () => [...importKeys.all, 'sources'] as const,
};
