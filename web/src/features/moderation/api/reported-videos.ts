import type {
  reportedPageSchema,
  ReportedVideo,
  resolveReportsInputSchema,
  resolveReportsResultSchema,
} from '@focustube/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';

import { authRequest } from '@/lib/session';

import { moderationKeys } from './moderation-keys';

type ReportedPage = z.infer<typeof reportedPageSchema>;
export type { ReportedVideo };
export type ResolveInput = z.input<typeof resolveReportsInputSchema>;

export const reportedKey = () => [...moderationKeys.all, 'reported'] as const;

/** Videos with open reports, most reported first; each page's path is the previous page's `next` link. */
export const getReportedVideosQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: reportedKey(),
    queryFn: ({ pageParam, signal }) => authRequest<ReportedPage>(pageParam, { signal }),
    initialPageParam: '/api/moderation/reports/?page_size=20',
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    staleTime: 0,
  });

/** Keep, move or remove a reported video; its open reports close. */
export function resolveReports(videoId: string, input: ResolveInput) {
  return authRequest<z.infer<typeof resolveReportsResultSchema>>(
    `/api/moderation/reports/${encodeURIComponent(videoId)}/resolve/`,
    { method: 'POST', body: input },
  );
}
