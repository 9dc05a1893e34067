import type { ServerToClientEvents, VideoChangedEvent, VideosChangedEvent } from '@focustube/contracts';
import type { Socket } from 'socket.io-client';

/** What the public room tells every open page; `reconnected` means events may have been missed. */
export type PublicEvent =
  | { type: 'video:changed'; event: VideoChangedEvent }
  | { type: 'videos:changed'; event: VideosChangedEvent }
  | { type: 'reconnected' };

type Listener = (event: PublicEvent) => void;

const listeners = new Set<Listener>();
/** The relay delivers at least once; these outbox ids were already passed on. */
const seenOutboxIds = new Set<number>();
const SEEN_LIMIT = 1000;
/** Closing a moment after the last page stops listening spares a reconnect when the next page starts. */
const IDLE_CLOSE_MS = 5000;

let connecting: Promise<Socket<ServerToClientEvents>> | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function emit(event: PublicEvent) {
  for (const listener of listeners) listener(event);
}

/** First time this outbox id is seen; remembers a bounded number of them. */
function firstDelivery(outboxId: number): boolean {
  if (seenOutboxIds.has(outboxId)) return false;
  seenOutboxIds.add(outboxId);
  if (seenOutboxIds.size > SEEN_LIMIT) seenOutboxIds.delete(seenOutboxIds.values().next().value!);
  return true;
}

async function connect(): Promise<Socket<ServerToClientEvents>> {
  // Loaded on demand so socket.io-client stays out of the first page's JavaScript.
  const { io } = await import('socket.io-client');
  const socket: Socket<ServerToClientEvents> = io({ path: '/socket.io', transports: ['websocket'] });
  let connectedBefore = false;
  socket.on('connect', () => {
    if (connectedBefore) emit({ type: 'reconnected' });
    connectedBefore = true;
  });
  socket.on('video:changed', (event) => {
    if (firstDelivery(event.outbox_id)) emit({ type: 'video:changed', event });
  });
  socket.on('videos:changed', (event) => {
    if (firstDelivery(event.outbox_id)) emit({ type: 'videos:changed', event });
  });
  return socket;
}

/** Listens to the public room over one shared socket, opened on the first subscription. */
export function subscribeToPublicEvents(listener: Listener): () => void {
  listeners.add(listener);
  clearTimeout(idleTimer);
  connecting ??= connect();
  connecting.catch(() => {
    // Live updates are a nicety: without them the lists still work, so a failed load is not an error.
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
