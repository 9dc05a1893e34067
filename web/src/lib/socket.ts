import { LIVE_REPLAY_MS, type ServerToClientEvents, type SocketHandshake } from '@focustube/contracts';
import type { Socket } from 'socket.io-client';

import { whenIdle } from './preload-when-idle';
import { followRoleChange, getAccessToken, onAccessTokenChange, renewAccessToken } from './session';

type ServerEventName = Exclude<keyof ServerToClientEvents, 'live:reread' | 'account:changed'>;

/**
 * One live event as screens receive it. `reconnected` says the socket was away (or came back as
 * another account), or the server no longer holds all it missed before connecting: read again what the
 * screen shows.
 */
export type LiveEvent =
  | { [E in ServerEventName]: { type: E; event: Parameters<ServerToClientEvents[E]>[0] } }[ServerEventName]
  | { type: 'reconnected' };
export type LiveEventType = LiveEvent['type'];
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

type Subscription = { types: ReadonlySet<LiveEventType>; listener: (event: LiveEvent) => void };

/** How long moderation's (outbox) events are kept for screens that start listening after they came. */
const RECENT_MS = 30_000;
const RECENT_LIMIT = 200;
/** Outbox events of the last half minute, oldest first, with when they came. */
const recent: { at: number; event: LiveEvent }[] = [];

const subscriptions = new Set<Subscription>();
/** Closing a moment after the last screen stops listening spares a reconnect when the next one starts. */
const IDLE_CLOSE_MS = 5000;
/** Waits before asking again after the server refused a handshake (an expired or revoked token). */
const RETRY_MS = [1000, 3000, 10_000, 30_000];

let connecting: Promise<{ close(): void }> | null = null;
/** When the tab's last socket closed (`performance.now()`); none yet: the page's start. */
let closedAt = 0;
const firstDelivery = createOutboxFilter();
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function emit(event: LiveEvent) {
  for (const { types, listener } of subscriptions) if (types.has(event.type)) listener(event);
}

/** Passes on a moderation (outbox) event the first time it comes, and keeps it a while for `catchUp`. */
function emitOutboxEvent(event: Extract<LiveEvent, { event: { outbox_id: number } }>) {
  if (!firstDelivery(event.event.outbox_id)) return;
  const now = Date.now();
  recent.push({ at: now, event });
  while (recent.length > RECENT_LIMIT || (recent.length > 0 && recent[0]!.at < now - RECENT_MS)) recent.shift();
  emit(event);
}

/** The relay delivers at least once: the outbox ids already passed on, a bounded number of them. */
export function createOutboxFilter(limit = 1000) {
  const seen = new Set<number>();
  return (outboxId: number): boolean => {
    if (seen.has(outboxId)) return false;
    seen.add(outboxId);
    if (seen.size > limit) seen.delete(seen.values().next().value!);
    return true;
  };
}

/**
 * Who a token speaks for (its subject and role), so a silent renewal keeps the socket while signing
 * in or out, another account or a changed role opens it again: rooms are joined in the handshake.
 */
export function tokenPrincipal(token: string | null | undefined): string {
  if (!token) return '';
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
      role?: unknown;
    };
    return `${String(payload.sub)}:${String(payload.role)}`;
  } catch {
    return token;
  }
}

async function connect(): Promise<{ close(): void }> {
  // Loaded on demand, once the page is idle: socket.io-client stays out of the first page's JavaScript,
  // and live updates can start a moment after the page is readable.
  await whenIdle();
  const { io } = await import('socket.io-client');
  let handshakeToken: string | null = null;
  let latestToken: string | null | undefined;
  let connectedBefore = false;
  const socket: Socket<ServerToClientEvents> = io({
    path: '/socket.io',
    transports: ['websocket'],
    // Asked on every (re)connect, so the handshake carries the session's current token. The first also
    // asks for the moderation events since the page started (or the last socket closed): its data was read
    // then, seconds before this, and nothing it shows is older than that, or than the data's stale time.
    auth: (send) =>
      void getAccessToken().then((token) => {
        handshakeToken = latestToken = token;
        const handshake: SocketHandshake = token ? { token } : {};
        if (!connectedBefore) handshake.missed_ms = Math.round(Math.min(performance.now() - closedAt, LIVE_REPLAY_MS));
        send(handshake);
      }),
  });

  const reconnectIfAnotherPrincipal = () => {
    if (!socket.connected || latestToken === undefined) return;
    if (tokenPrincipal(latestToken) === tokenPrincipal(handshakeToken)) return;
    // Another account (or none): what the last one's rooms heard is not replayed to this one's screens.
    recent.length = 0;
    socket.disconnect().connect();
  };
  const stopWatchingToken = onAccessTokenChange((token) => {
    latestToken = token;
    reconnectIfAnotherPrincipal();
  });

  let failures = 0;
  socket.on('connect', () => {
    failures = 0;
    if (connectedBefore) emit({ type: 'reconnected' });
    connectedBefore = true;
    // The session changed while the handshake was on its way.
    reconnectIfAnotherPrincipal();
  });
  socket.on('connect_error', () => {
    // Socket.IO does not retry a handshake the server refused; renew the token, then try again.
    if (socket.active) return;
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    failures += 1;
    setTimeout(() => {
      void renewAccessToken().then(() => {
        if (subscriptions.size > 0 && !socket.connected) socket.connect();
      });
    }, delay);
  });

  socket.on('video:changed', (event) => emitOutboxEvent({ type: 'video:changed', event }));
  socket.on('videos:changed', (event) => emitOutboxEvent({ type: 'videos:changed', event }));
  socket.on('course:changed', (event) => emitOutboxEvent({ type: 'course:changed', event }));
  socket.on('reports:changed', (event) => emitOutboxEvent({ type: 'reports:changed', event }));
  socket.on('video:reviewing', (event) => emit({ type: 'video:reviewing', event }));
  socket.on('queue:counts', (event) => emit({ type: 'queue:counts', event }));
  socket.on('job:progress', (event) => emit({ type: 'job:progress', event }));
  socket.on('job:completed', (event) => emit({ type: 'job:completed', event }));
  socket.on('job:failed', (event) => emit({ type: 'job:failed', event }));
  socket.on('live:reread', () => emit({ type: 'reconnected' }));
  socket.on('account:changed', (event) => void followRoleChange(event.role));
  return {
    close() {
      stopWatchingToken();
      socket.close();
      closedAt = performance.now();
    },
  };
}

export type SubscribeOptions = {
  /**
   * First hears again the moderation events of the last half minute: for a screen whose data may have been
   * asked for before it started listening (a route's loader starts it on the click, the screen mounts once
   * its code has come), so a change in between is not lost. Its listener must give the same result when an
   * event it already reflects comes again (read again, drop a video, follow a course), not announce it.
   */
  catchUp?: boolean;
};

/**
 * Listens to the given live events over the tab's one socket, opened with the first subscription and
 * closed a moment after the last. Rooms follow the session: everyone hears the public room, a
 * moderator's socket also the moderation room. Repeated deliveries of an outbox event are dropped here.
 */
export function subscribeToLiveEvents<T extends LiveEventType>(
  types: readonly T[],
  listener: (event: LiveEventOf<T>) => void,
  { catchUp = false }: SubscribeOptions = {},
): () => void {
  const subscription: Subscription = {
    types: new Set(types),
    listener: listener as (event: LiveEvent) => void,
  };
  if (catchUp) {
    const since = Date.now() - RECENT_MS;
    for (const { at, event } of recent)
      if (at >= since && subscription.types.has(event.type)) subscription.listener(event);
  }
  subscriptions.add(subscription);
  clearTimeout(idleTimer);
  connecting ??= connect();
  connecting.catch(() => {
    // Live updates are a nicety: without them the screens still work; the next subscription tries again.
    connecting = null;
  });
  return () => {
    subscriptions.delete(subscription);
    if (subscriptions.size > 0) return;
    idleTimer = setTimeout(() => {
      const open = connecting;
      connecting = null;
      void open?.then((live) => live.close()).catch(() => undefined);
    }, IDLE_CLOSE_MS);
  };
}
