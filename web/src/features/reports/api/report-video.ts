import type { MyReport, ReportInput, reportSchema } from '@focustube/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { authRequest } from '@/lib/session';

export type Report = z.infer<typeof reportSchema>;

/** A member's report of an approved video; a second one while the first is open answers 409. */
export function reportVideo(videoId: string, input: ReportInput) {
  return authRequest<Report>(`/api/videos/${encodeURIComponent(videoId)}/reports/`, { method: 'POST', body: input });
}

export const useReportVideo = (videoId: string) =>
  useMutation({ mutationFn: (input: ReportInput) => reportVideo(videoId, input) });

/** The member's report of the video still open, if any: pressing Report says so before the form. */
export function getMyReport(videoId: string) {
  return authRequest<MyReport>(`/api/videos/${encodeURIComponent(videoId)}/reports/mine/`);
}
