export { buildWorker, type RunningWorker, type WorkerDeps } from './worker.ts';
