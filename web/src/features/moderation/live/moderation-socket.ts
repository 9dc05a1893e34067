import type { ServerToClientEvents } from '@focustube/contracts';
import type { Socket } from 'socket.io-client';

import { authRequest, getAccessToken } from '@/lib/session';

import type { ModerationEvent } from './moderation-events';

type Listener = (event: ModerationEvent) => void;

const listeners = new Set<Listener>();
const IDLE_CLOSE_MS = 5000;
const RETRY_MS = [1000, 3000, 10_000, 30_000];

let connecting: Promise<Socket<ServerToClientEvents>> | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function emit(event: ModerationEvent) {
  for (const listener of listeners) listener(event);
}

async function connect(): Promise<Socket<ServerToClientEvents>> {
  // Loaded on demand so socket.io-client stays out of the first page's JavaScript.
  const { io } = await import('socket.io-client');
  const socket: Socket<ServerToClientEvents> = io({
    path: '/socket.io',
    transports: ['websocket'],
    // Asked on every (re)connect, so a renewed access token is used.
    auth: (send) => void getAccessToken().then((token) => send(token ? { token } : {})),
  });
  let connectedBefore = false;
  let failures = 0;
  socket.on('connect', () => {
    failures = 0;
    if (connectedBefore) emit({ type: 'reconnected' });
    connectedBefore = true;
  });
  socket.on('connect_error', () => {
    // A handshake the server refused (an expired token) is not retried by Socket.IO itself.
    if (socket.active) return;
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    failures += 1;
    setTimeout(() => {
      // A 401 here makes authRequest renew the access token before the next handshake reads it.
      void authRequest('/api/user/')
        .catch(() => undefined)
        .then(() => {
          if (listeners.size > 0) socket.connect();
        });
    }, delay);
  });
  socket.on('video:changed', (event) => emit({ type: 'video:changed', event }));
  socket.on('videos:changed', (event) => emit({ type: 'videos:changed', event }));
  socket.on('video:reviewing', (event) => emit({ type: 'video:reviewing', event }));
  socket.on('queue:counts', (counts) => emit({ type: 'queue:counts', counts }));
  socket.on('job:progress', (event) => emit({ type: 'job:progress', event }));
  socket.on('job:completed', (event) => emit({ type: 'job:completed', event }));
  socket.on('job:failed', (event) => emit({ type: 'job:failed', event }));
  return socket;
}

/**
 * Listens to the `moderation` room over one shared, signed-in socket, opened on the first subscription.
 * Repeats are passed on as they come: each consumer drops the outbox ids it has applied.
 */
export function subscribeToModerationEvents(listener: Listener): () => void {
  listeners.add(listener);
  clearTimeout(idleTimer);
  connecting ??= connect();
  connecting.catch(() => {
    // Without live updates the screens still work; the next subscription tries again.
    connecting = null;
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    idleTimer = setTimeout(() => {
      const open = connecting;
      connecting = null;
      void open?.then((socket) => socket.close()).catch(() => undefined);
    }, IDLE_CLOSE_MS);
  };
}
