/** Query keys for gifts; per user, since `claimed` and tokens belong to whoever is signed in. */
export const giftKeys = {
  all: ['gifts'] as const,
  list: (userId: number | null) => [...giftKeys.all, 'list', { userId }] as const,
  claim: (userId: number, videoId: string) => [...giftKeys.all, 'claim', { userId, videoId }] as const,
};
