import type { giftPageSchema, giftSchema } from '@focustube/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { apiGet } from '@/lib/api-client';
import { authRequest, useSession } from '@/lib/session';

import { giftKeys } from './gift-keys';

export type Gift = z.infer<typeof giftSchema>;
export type GiftPage = z.infer<typeof giftPageSchema>;

const GIFTS_PATH = '/api/gift-all/?page_size=100';

export const getGiftsQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: giftKeys.list(userId),
    // Sent with the bearer token when signed in, so the server fills `claimed` for this user; a visitor's
    // list (the one the server renders) needs no session.
    queryFn: ({ signal }) =>
      userId === null ? apiGet<GiftPage>(GIFTS_PATH, { signal }) : authRequest<GiftPage>(GIFTS_PATH, { signal }),
  });

/** Gifted videos; waits until the session is known so `claimed` is right on the first answer. */
export function useGifts() {
  const session = useSession();
  return useQuery({
    ...getGiftsQueryOptions(session.user?.id ?? null),
    enabled: session.status !== 'loading',
  });
}
