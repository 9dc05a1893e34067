import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the HTTP request a piece of work started from. The API sets it around each handler; the
 * worker sets it around each job from the job's `request_id`. Jobs enqueued and events written inside
 * pick it up, so one id follows a moderator's click into the job it starts and the events it causes.
 */
const storage = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function withRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? storage.run({ requestId }, work) : work();
}
