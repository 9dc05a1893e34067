import type { Job } from 'bullmq';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobIdParamsSchema, jobSchema, problemSchema, recentJobsQuerySchema, type JobView } from '@focustube/contracts';
import { failedForGood } from '@focustube/core';
import { ConflictError, NotFoundError } from '../errors.ts';
import { localize, msg, type Language } from '../i18n.ts';

type JobState = JobView['state'];

/** A job as moderators see it; a failure reason the catalogue knows is in `language`. */
export function toJobView(job: Job, state: string, language: Language = 'en'): JobView {
  return {
    job_id: job.id!,
    name: job.name,
    state: (['waiting', 'active', 'completed', 'failed', 'delayed'].includes(state)
      ? state
      : state === 'prioritized' || state === 'waiting-children'
        ? 'waiting'
        : 'unknown') as JobState,
    progress: typeof job.progress === 'number' ? job.progress : 0,
    result: job.returnvalue ?? null,
    failed_reason: job.failedReason ? localize(job.failedReason, language) : null,
    // Started, not made: BullMQ does not count an attempt that failed as unrecoverable in attemptsMade.
    attempts: job.attemptsStarted ?? job.attemptsMade,
    created_at: new Date(job.timestamp).toISOString(),
    finished_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    // Running again can help unless the job failed for good (YouTube has no such channel or video).
    retryable: !(state === 'failed' && failedForGood(job)),
  };
}

/** Job status for moderators: one job, the recent ones, and a retry for a failed one. */
const jobs: FastifyPluginAsyncZod = async (app) => {
  /** The state is read before the job, so a job reported finished always carries its result. */
  const find = async (jobId: string) => {
    for (const queue of Object.values(app.queues)) {
      const state = await queue.getJobState(jobId);
      if (state === 'unknown') continue;
      const job = await queue.getJob(jobId);
      if (job) return { job, state: state as string };
    }
    throw new NotFoundError(msg('jobs.notFound', { jobId }));
  };

  app.get(
    '/jobs/:job_id/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['jobs'],
        summary: 'One job: state, progress, result or failure reason',
        params: jobIdParamsSchema,
        response: {
          200: jobSchema.meta({
            examples: [
              {
                job_id: '5f1c9d2e-8a47-4b6e-9c13-2f7a0b64d9e1',
                name: 'bulk-approve',
                state: 'completed',
                progress: 100,
                result: {
                  approved: 2,
                  already_handled: [{ video_id: 'rDiGYuQicpA', status: 'removed' }],
                  not_found: [],
                  needs_category: [],
                  needs_category_total: 0,
                },
                failed_reason: null,
                attempts: 1,
                created_at: '2025-03-14T09:40:00.000Z',
                finished_at: '2025-03-14T09:40:02.000Z',
                retryable: true,
              },
            ],
          }),
          400: problemSchema,
          404: problemSchema,
          503: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const { job, state } = await find(request.params.job_id);
      void reply.localized();
      return toJobView(job, state, request.language);
    },
  );

  app.get(
    '/jobs/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['jobs'],
        summary: 'Recent jobs, newest first',
        querystring: recentJobsQuerySchema,
        response: { 200: z.object({ results: z.array(jobSchema) }), 400: problemSchema, 503: problemSchema },
      },
    },
    async (request, reply) => {
      const lists = await Promise.all(
        Object.values(app.queues).map((q) =>
          q.getJobs(['active', 'waiting', 'delayed', 'completed', 'failed'], 0, request.query.limit - 1),
        ),
      );
      const recent = lists
        .flat()
        .filter((j): j is Job => Boolean(j))
        .sort((a, b) => b.timestamp - a.timestamp)
        .slice(0, request.query.limit);
      void reply.localized();
      return {
        results: await Promise.all(recent.map(async (job) => toJobView(job, await job.getState(), request.language))),
      };
    },
  );

  app.post(
    '/jobs/:job_id/retry/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['jobs'],
        summary: 'Run a failed job again',
        description:
          'Only a failed job can run again (409 otherwise), and not one that failed for good (`retryable: false`, ' +
          'e.g. YouTube has no such channel or video): it would fail the same way, so it answers 409 saying why.',
        params: jobIdParamsSchema,
        response: {
          200: jobSchema.describe('The job, waiting to run again'),
          404: problemSchema,
          409: problemSchema,
          503: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const { job, state } = await find(request.params.job_id);
      if (state !== 'failed') throw new ConflictError(msg('jobs.onlyFailed'));
      if (failedForGood(job)) {
        const reason = job.failedReason;
        throw new ConflictError(
          msg('jobs.failedForGood', {
            reason: { in: (language: Language) => (reason ? localize(reason, language) : '') },
          }),
        );
      }
      await job.retry('failed');
      void reply.localized();
      return toJobView(job, 'waiting', request.language);
    },
  );
};

export default jobs;
