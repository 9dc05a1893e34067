import type { JobEvent, ServerToClientEvents } from '@focustube/contracts';
import type { Socket } from 'socket.io-client';

import { getAccessToken } from '@/lib/session';

/** A job event for moderators, or `reconnected`: events may have been missed, so read again. */
export type LiveJobEvent = { type: 'progress' | 'completed' | 'failed'; event: JobEvent } | { type: 'reconnected' };

type Listener = (event: LiveJobEvent) => void;

const listeners = new Set<Listener>();
let connecting: Promise<Socket<ServerToClientEvents>> | null = null;

const emit = (event: LiveJobEvent) => listeners.forEach((listener) => listener(event));

async function connect(): Promise<Socket<ServerToClientEvents>> {
  const { io } = await import('socket.io-client');
  // The moderators' room is joined by the token in the handshake; asked anew on every reconnect so
  // an expired token is renewed rather than refused forever.
  const socket: Socket<ServerToClientEvents> = io({
    path: '/socket.io',
    transports: ['websocket'],
    auth: (send) => void getAccessToken().then((token) => send({ token })),
  });
  let connectedBefore = false;
  socket.on('connect', () => {
    if (connectedBefore) emit({ type: 'reconnected' });
    connectedBefore = true;
  });
  socket.on('job:progress', (event) => emit({ type: 'progress', event }));
  socket.on('job:completed', (event) => emit({ type: 'completed', event }));
  socket.on('job:failed', (event) => emit({ type: 'failed', event }));
  return socket;
}

/** Listens to job events over one moderator socket, opened with the first listener, closed with the last. */
export function subscribeToJobEvents(listener: Listener): () => void {
  listeners.add(listener);
  connecting ??= connect();
  // Live progress is a nicety: polling still brings every job to its end.
  connecting.catch(() => (connecting = null));
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    const open = connecting;
    connecting = null;
    void open?.then((socket) => socket.close()).catch(() => undefined);
  };
}
