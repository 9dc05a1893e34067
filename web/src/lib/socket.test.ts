import type { SocketHandshake } from '@focustube/contracts';
import { describe, expect, it, vi } from 'vitest';

import { createOutboxFilter, tokenPrincipal } from './socket';

const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;

describe('createOutboxFilter', () => {
  it('passes each outbox id on once, however often the relay sends it', () => {
    const firstDelivery = createOutboxFilter();
    expect([7, 8, 7, 9, 8].map(firstDelivery)).toEqual([true, true, false, true, false]);
  });

  it('remembers a bounded number of ids, forgetting the oldest', () => {
    const firstDelivery = createOutboxFilter(2);
    [1, 2, 3].forEach(firstDelivery);
    expect(firstDelivery(3)).toBe(false);
    expect(firstDelivery(1)).toBe(true);
  });
});

describe('tokenPrincipal', () => {
  it('is the same for a renewed token of the same account and role', () => {
    const first = token({ sub: '4', role: 'moderator', iat: 1 });
    const renewed = token({ sub: '4', role: 'moderator', iat: 2 });
    expect(first).not.toBe(renewed);
    expect(tokenPrincipal(renewed)).toBe(tokenPrincipal(first));
  });

  it('differs when signing in or out, as another account, or with another role', () => {
    const moderator = tokenPrincipal(token({ sub: '4', role: 'moderator' }));
    expect(tokenPrincipal(null)).not.toBe(moderator);
    expect(tokenPrincipal(token({ sub: '5', role: 'moderator' }))).not.toBe(moderator);
    expect(tokenPrincipal(token({ sub: '4', role: 'user' }))).not.toBe(moderator);
  });
});

type Handler = (payload?: unknown) => void;

/** A stand-in for socket.io-client's socket: records handlers, connects when told to. */
class FakeSocket {
  handlers = new Map<string, Handler>();
  connected = false;
  active = true;
  reconnects = 0;
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
    return this;
  }
  fire(event: string, payload?: unknown) {
    if (event === 'connect') this.connected = true;
    this.handlers.get(event)?.(payload);
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  connect() {
    this.reconnects += 1;
    return this;
  }
  close() {
    this.connected = false;
  }
}

const sockets: { socket: FakeSocket; auth: (send: (data: object) => void) => void }[] = [];
const session = vi.hoisted(() => ({
  token: null as string | null,
  listeners: new Set<(token: string | null) => void>(),
}));

vi.mock('socket.io-client', () => ({
  io: (options: { auth: (send: (data: object) => void) => void }) => {
    const socket = new FakeSocket();
    sockets.push({ socket, auth: options.auth });
    return socket;
  },
}));
vi.mock('./session', () => ({
  getAccessToken: async () => session.token,
  renewAccessToken: async () => session.token,
  followRoleChange: async () => undefined,
  onAccessTokenChange: (listener: (token: string | null) => void) => {
    session.listeners.add(listener);
    return () => session.listeners.delete(listener);
  },
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('subscribeToLiveEvents', () => {
  it('serves every screen from one socket, drops repeats, and reconnects as the new account', async () => {
    // A module of its own: screens tested before this file in the same worker may have opened the shared one.
    vi.resetModules();
    const { subscribeToLiveEvents } = await import('./socket');
    const list: string[] = [];
    const jobs: string[] = [];
    const stopList = subscribeToLiveEvents(['video:changed', 'reconnected'], (event) => list.push(event.type));
    const stopJobs = subscribeToLiveEvents(['job:progress'], (event) => jobs.push(event.type));
    // The client connects once the page is idle and its code has loaded: a few ticks, more on a busy machine.
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    await settle();
    expect(sockets).toHaveLength(1);
    const [{ socket, auth }] = sockets as [(typeof sockets)[number]];

    const sent: object[] = [];
    auth((data) => sent.push(data));
    await settle();
    // The first handshake asks for the moderation events since the page started, when its data was read.
    expect(sent).toEqual([{ missed_ms: expect.any(Number) }]);
    socket.fire('connect');

    const changed = { outbox_id: 1, video_id: 'a', from: 'pending', to: 'approved', actor: 'x', video: {} };
    socket.fire('video:changed', changed);
    socket.fire('video:changed', changed);
    socket.fire('job:progress', { job_id: 'j', name: 'channel-import', progress: 50 });
    expect(list).toEqual(['video:changed']);
    expect(jobs).toEqual(['job:progress']);

    // Signing in as a moderator: the one socket connects again, with the token, and screens read again.
    session.token = token({ sub: '4', role: 'moderator' });
    session.listeners.forEach((listener) => listener(session.token));
    expect(socket.reconnects).toBe(1);
    auth((data) => sent.push(data));
    await settle();
    // A reconnect asks for nothing again: its screens read again instead.
    expect(sent[1]).toEqual({ token: session.token });
    socket.fire('connect');
    expect(list).toEqual(['video:changed', 'reconnected']);
    expect(sockets).toHaveLength(1);

    // A renewed token of the same account keeps the connection.
    session.listeners.forEach((listener) => listener(token({ sub: '4', role: 'moderator', iat: 2 })));
    expect(socket.reconnects).toBe(1);

    stopList();
    stopJobs();
  });

  it('lets a screen that starts late hear the moderation events of the last half minute, when it asks to', async () => {
    vi.resetModules();
    const { subscribeToLiveEvents } = await import('./socket');
    const before = sockets.length;
    const stopFirst = subscribeToLiveEvents(['course:changed'], () => undefined);
    await vi.waitFor(() => expect(sockets).toHaveLength(before + 1));
    const { socket } = sockets.at(-1)!;
    socket.fire('connect');
    socket.fire('course:changed', { outbox_id: 1, slug: 'counting', status: 'published', version: 2 });
    socket.fire('job:progress', { job_id: 'j', name: 'channel-import', progress: 50 });

    const heard = (options?: { catchUp: boolean }) => {
      const types: string[] = [];
      subscribeToLiveEvents(['course:changed', 'job:progress'], (event) => types.push(event.type), options)();
      return types;
    };
    // Only moderation's events are kept (a job's progress is not worth hearing again), and only for who asks.
    expect(heard({ catchUp: true })).toEqual(['course:changed']);
    expect(heard()).toEqual([]);
    // Half a minute on, they are gone.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    try {
      expect(heard({ catchUp: true })).toEqual([]);
    } finally {
      vi.restoreAllMocks();
      stopFirst();
    }
  });

  it("asks, on a page's first connect, for what it missed since the page started, and reads again when told it cannot have it", async () => {
    vi.resetModules();
    const { subscribeToLiveEvents } = await import('./socket');
    session.token = null;
    const before = sockets.length;
    const heard: string[] = [];
    const asked = async () => {
      const sent: SocketHandshake[] = [];
      sockets.at(-1)!.auth((data) => sent.push(data));
      await settle();
      return sent[0]!;
    };
    vi.spyOn(performance, 'now').mockReturnValue(8_000);
    try {
      const stop = subscribeToLiveEvents(['video:changed', 'reconnected'], (event) => heard.push(event.type));
      await vi.waitFor(() => expect(sockets).toHaveLength(before + 1));
      expect(await asked()).toEqual({ missed_ms: 8_000 });
      const { socket } = sockets.at(-1)!;
      socket.fire('connect');
      socket.fire('live:reread');
      expect(heard).toEqual(['reconnected']);

      // Closed once no screen listens; the next socket asks for what came since it closed, never more than is held.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      stop();
      await vi.advanceTimersByTimeAsync(5000);
      vi.useRealTimers();
      expect(socket.connected).toBe(false);
      vi.spyOn(performance, 'now').mockReturnValue(20_000);
      subscribeToLiveEvents(['video:changed'], () => undefined)();
      await vi.waitFor(() => expect(sockets).toHaveLength(before + 2));
      expect((await asked()).missed_ms).toBe(20_000 - 8_000);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
