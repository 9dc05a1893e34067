import { io, type Socket } from 'socket.io-client';
import { buildWorker, type RunningWorker } from '@focustube/worker';
import type { ServerToClientEvents, SocketHandshake } from '@focustube/contracts';
import { startTestApp, type TestApp } from './app.ts';

export interface TestStack extends TestApp {
  origin: string;
  worker: RunningWorker;
  /**
   * A Socket.IO client of this API instance, connected; with a token it joins its user and role rooms,
   * with `missed_ms` it asks for the moderation events of that time again, as a page's first socket does.
   */
  connect(token?: string, handshake?: Omit<SocketHandshake, 'token'>): Promise<RecordingSocket>;
}

export interface RecordingSocket {
  socket: Socket<ServerToClientEvents>;
  events: { name: string; payload: Record<string, unknown> }[];
  close(): void;
}

/** The API listening on a free port, a worker on the same database and Redis prefix, and socket clients. */
export async function startTestStack(
  env: Record<string, string> = {},
  options: { afterPublish?: () => Promise<void> } = {},
): Promise<TestStack> {
  const t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...env });
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const worker = await buildWorker({
    config: t.app.config,
    redisUrl: t.redisUrl,
    database: t.database,
    metrics: t.metrics,
    afterPublish: options.afterPublish,
  });
  const sockets: RecordingSocket[] = [];
  return {
    ...t,
    origin,
    worker,
    connect: (token, handshake) => connectSocket(origin, token, handshake).then((s) => (sockets.push(s), s)),
    async close() {
      for (const s of sockets) s.close();
      await worker.close();
      await t.close();
    },
  };
}

export async function connectSocket(
  origin: string,
  token?: string,
  handshake: Omit<SocketHandshake, 'token'> = {},
): Promise<RecordingSocket> {
  const socket: Socket<ServerToClientEvents> = io(origin, {
    transports: ['websocket'],
    auth: { ...handshake, ...(token ? { token } : {}) } satisfies SocketHandshake,
    reconnection: false,
  });
  const events: RecordingSocket['events'] = [];
  socket.onAny((name: string, payload: Record<string, unknown>) => events.push({ name, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, events, close: () => socket.close() };
}
