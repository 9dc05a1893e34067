export { buildWorker, type RunningWorker, type WorkerDeps } from './worker.ts';
export { startOutboxRelay, type OutboxRelay } from './outbox-relay.ts';
