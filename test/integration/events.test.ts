import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { connectRedis, outboxChannel } from '@focustube/core';
import { buildApp } from '@focustube/api';
import { LIVE_REPLAY_MS } from '@focustube/contracts';
import { signUp, type SignedIn } from '../support/accounts.ts';
import { insertVideos } from '../support/fixtures.ts';
import { connectSocket, startTestStack, type TestStack } from '../support/stack.ts';

let t: TestStack;
let mod: SignedIn;
let failOnce = false;
/** When the API instance was up (a moment after it started following the outbox). */
let startedAt = 0;

beforeAll(async () => {
  t = await startTestStack(
    {},
    {
      // Fault injection: the relay dies once between publishing and marking rows sent.
      afterPublish: async () => {
        if (!failOnce) return;
        failOnce = false;
        throw new Error('relay crashed after publishing');
      },
    },
  );
  startedAt = Date.now();
  mod = await signUp(t.app, t.database.db, 'moderator');
});
afterAll(async () => {
  await t?.close();
});

const pending = async () =>
  (await insertVideos(t.database.db, [{ status: 'pending', approvedAt: null, assignedCategory: 'health' }]))[0]!;
const approve = (id: string) => t.app.inject({ method: 'POST', url: `/api/approve/${id}/`, headers: mod.auth });
const changesOf = (events: { name: string; payload: Record<string, unknown> }[], id: string) =>
  events.filter((e) => e.name === 'video:changed' && e.payload.video_id === id);

describe('live events', () => {
  // First, while the instance is seconds old: it cannot hold two minutes of events it was not there for.
  it("tells a page's first socket to read again when it asks for more than the instance holds", async () => {
    const late = await t.connect(undefined, { missed_ms: LIVE_REPLAY_MS });
    await expect.poll(() => late.events.map((e) => e.name), { timeout: 5000 }).toEqual(['live:reread']);
  });

  it("sends a page's first socket the moderation events it missed since its data was read, as each of its rooms heard them", async () => {
    const watcher = await t.connect();
    const moderatorsWatcher = await t.connect(mod.access);
    const approved = await pending();
    const removed = await pending();
    // What a socket asks for starts 2 s (the handshake's allowance) before the page's data was read: an
    // instance younger than that would rightly answer "read again".
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + 2500 - Date.now())));
    const readAt = Date.now(); // the page's data is read
    await approve(approved);
    await t.app.inject({ method: 'POST', url: `/api/remove/${removed}/`, headers: mod.auth });
    await expect.poll(() => changesOf(moderatorsWatcher.events, removed).length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => changesOf(watcher.events, approved).length, { timeout: 5000 }).toBe(1);
    const missed_ms = Date.now() - readAt;

    const visitor = await t.connect(undefined, { missed_ms });
    const moderator = await t.connect(mod.access, { missed_ms });
    const reconnecting = await t.connect();
    await expect.poll(() => changesOf(visitor.events, approved).length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => changesOf(moderator.events, removed).length, { timeout: 5000 }).toBe(1);
    expect(changesOf(moderator.events, approved)).toHaveLength(1);
    expect(changesOf(moderator.events, approved)[0]!.payload.actor).toBe(mod.username);
    expect(changesOf(visitor.events, approved)[0]!.payload).not.toHaveProperty('actor');
    expect(changesOf(visitor.events, approved)[0]!.payload.outbox_id).toBe(
      changesOf(watcher.events, approved)[0]!.payload.outbox_id,
    );
    // In the order they happened; the public never hears of the removal from the queue.
    const moderatorOrder = moderator.events.filter((e) => e.name === 'video:changed').map((e) => e.payload.video_id);
    expect(moderatorOrder.indexOf(approved)).toBeLessThan(moderatorOrder.indexOf(removed));
    expect(changesOf(visitor.events, removed)).toEqual([]);
    // A socket that asks for nothing (a reconnect, whose screens read again) is sent nothing old.
    expect(changesOf(reconnecting.events, approved)).toEqual([]);
    expect(visitor.events.some((e) => e.name === 'live:reread')).toBe(false);
  });

  it('tells visitors and moderators that a video was approved, with its outbox id; only moderators learn who acted', async () => {
    const visitor = await t.connect();
    const moderator = await t.connect(mod.access);
    const id = await pending();
    await approve(id);
    for (const socket of [visitor, moderator]) {
      await expect.poll(() => changesOf(socket.events, id).length, { timeout: 5000 }).toBe(1);
      expect(changesOf(socket.events, id)[0]!.payload).toMatchObject({
        outbox_id: expect.any(Number),
        from: 'pending',
        to: 'approved',
        video: { video_id: id, assigned_category: 'health' },
      });
    }
    expect(changesOf(moderator.events, id)[0]!.payload.actor).toBe(mod.username);
    expect(changesOf(visitor.events, id)[0]!.payload).not.toHaveProperty('actor');
    expect(JSON.stringify(visitor.events)).not.toContain(mod.username);
    expect(changesOf(visitor.events, id)[0]!.payload.outbox_id).toBe(
      changesOf(moderator.events, id)[0]!.payload.outbox_id,
    );
    await expect.poll(() => moderator.events.some((e) => e.name === 'queue:counts'), { timeout: 5000 }).toBe(true);
    expect(visitor.events.some((e) => e.name === 'queue:counts')).toBe(false);
  });

  it('keeps moderation-only changes away from the public', async () => {
    const visitor = await t.connect();
    const moderator = await t.connect(mod.access);
    const id = await pending();
    await t.app.inject({ method: 'POST', url: `/api/remove/${id}/`, headers: mod.auth });
    await expect.poll(() => changesOf(moderator.events, id).length, { timeout: 5000 }).toBe(1);
    expect(changesOf(visitor.events, id)).toEqual([]);
  });

  it('tells other moderators, and only them, who is reviewing a video', async () => {
    const other = await signUp(t.app, t.database.db, 'moderator');
    const otherSocket = await t.connect(other.access);
    const visitor = await t.connect();
    const id = await pending();
    const res = await t.app.inject({ method: 'POST', url: `/api/videos/${id}/reviewing/`, headers: mod.auth });
    expect(res.json()).toMatchObject({ video_id: id, username: mod.username });
    await expect
      .poll(() => otherSocket.events.find((e) => e.name === 'video:reviewing')?.payload, { timeout: 5000 })
      .toMatchObject({ video_id: id, username: mod.username });
    expect(visitor.events.some((e) => e.name === 'video:reviewing')).toBe(false);
  });

  it('closes the sockets of a demoted moderator, a deleted account and a sign-in that ended', async () => {
    const admin = await signUp(t.app, t.database.db, 'admin');
    const demoted = await signUp(t.app, t.database.db, 'moderator');
    const leaving = await signUp(t.app, t.database.db, 'user');
    const quitting = await signUp(t.app, t.database.db, 'moderator');
    const [demotedSocket, leavingSocket, signedOutSocket] = await Promise.all([
      t.connect(demoted.access),
      t.connect(leaving.access),
      t.connect(quitting.access),
    ]);
    // The same moderator signed in elsewhere too: only the sign-in that ends loses its socket.
    const elsewhere = (
      await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { email: quitting.email, password: quitting.password },
      })
    ).json<{ access: string }>();
    const stays = await t.connect(elsewhere.access);

    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${demoted.id}/`,
      headers: admin.auth,
      payload: { role: 'user' },
    });
    expect(demote.statusCode).toBe(200);
    // Told first, so its page renews its token and follows the new role; then closed, to rejoin as one.
    await expect
      .poll(() => demotedSocket.events.find((e) => e.name === 'account:changed')?.payload, { timeout: 3000 })
      .toEqual({ role: 'user' });
    await expect.poll(() => demotedSocket.socket.connected, { timeout: 3000 }).toBe(false);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/',
      headers: leaving.auth,
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode).toBe(204);
    await expect.poll(() => leavingSocket.socket.connected, { timeout: 3000 }).toBe(false);

    const out = await t.app.inject({ method: 'POST', url: '/api/logout/', payload: { refresh: quitting.refresh } });
    expect(out.statusCode).toBe(204);
    await expect.poll(() => signedOutSocket.socket.connected, { timeout: 3000 }).toBe(false);

    // The demoted account is still signed in: its socket comes back, as a member's, without the moderation room.
    const demotedAgain = await t.connect(demoted.access);
    // Its token still names the old role: the socket is told the new one (news it may have missed while away).
    await expect
      .poll(() => demotedAgain.events.find((e) => e.name === 'account:changed')?.payload, { timeout: 3000 })
      .toEqual({ role: 'user' });

    // A moderation-only change afterwards reaches the moderator still signed in, none of the others.
    const id = await pending();
    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/remove/${id}/`,
      headers: { authorization: `Bearer ${elsewhere.access}` },
    });
    expect(removed.statusCode).toBe(200);
    await expect.poll(() => changesOf(stays.events, id).length, { timeout: 5000 }).toBe(1);
    expect(stays.socket.connected).toBe(true);
    for (const gone of [demotedSocket, demotedAgain, leavingSocket, signedOutSocket])
      expect(changesOf(gone.events, id)).toEqual([]);
    // Their handshakes are checked again: the ended sign-ins are refused, so the client renews or goes anonymous.
    await expect(connectSocket(t.origin, quitting.access)).rejects.toThrow(/sign-in has ended/);
    await expect(connectSocket(t.origin, leaving.access)).rejects.toThrow(/no longer exists/);
  });

  it('has an evicted client reconnect by itself, joining only the rooms its new handshake allows', async () => {
    const leaving = await signUp(t.app, t.database.db, 'moderator');
    let token: string | null = leaving.access;
    const client = io(t.origin, {
      transports: ['websocket'],
      // As the web app does: each (re)connect asks for the session's current token.
      auth: (send) => send(token ? { token } : {}),
      reconnectionDelay: 50,
    });
    const events: { name: string; payload: Record<string, unknown> }[] = [];
    let connects = 0;
    client.on('connect', () => (connects += 1));
    client.onAny((name: string, payload: Record<string, unknown>) => events.push({ name, payload }));
    try {
      await expect.poll(() => connects, { timeout: 5000 }).toBe(1);
      token = null; // signing out leaves the tab a visitor's
      await t.app.inject({ method: 'POST', url: '/api/logout/', payload: { refresh: leaving.refresh } });
      await expect.poll(() => connects, { timeout: 5000 }).toBe(2);
      expect(client.connected).toBe(true);
      const removedId = await pending();
      await t.app.inject({ method: 'POST', url: `/api/remove/${removedId}/`, headers: mod.auth });
      const approvedId = await pending();
      await approve(approvedId);
      await expect.poll(() => changesOf(events, approvedId).length, { timeout: 5000 }).toBe(1);
      expect(changesOf(events, approvedId)[0]!.payload).not.toHaveProperty('actor');
      expect(changesOf(events, removedId)).toEqual([]);
    } finally {
      client.close();
    }
  });

  it('refuses a socket with a bad token, so the client can refresh it', async () => {
    await expect(connectSocket(t.origin, 'not-a-token')).rejects.toThrow(/session has expired/);
  });

  it('reaches a client of another API instance', async () => {
    const other = await buildApp({ config: t.app.config, redisUrl: t.redisUrl });
    try {
      const otherOrigin = await other.listen({ port: 0, host: '127.0.0.1' });
      const client = await connectSocket(otherOrigin);
      const id = await pending();
      await approve(id);
      await expect.poll(() => changesOf(client.events, id).length, { timeout: 5000 }).toBe(1);
      client.close();
    } finally {
      await other.close();
    }
  });

  it('still delivers an event when the relay dies between publishing and marking it, once: the API drops the repeat', async () => {
    // What the relay publishes, as every API instance's outbox feed hears it.
    const wire = connectRedis(t.redisUrl, 'pubsub');
    const published: number[] = [];
    wire.on('message', (_channel: string, text: string) =>
      published.push(...(JSON.parse(text) as { id: number }[]).map((e) => e.id)),
    );
    await wire.subscribe(outboxChannel(t.prefix));
    try {
      const visitor = await t.connect();
      failOnce = true;
      const id = await pending();
      await approve(id);
      await expect.poll(() => changesOf(visitor.events, id).length, { timeout: 10_000 }).toBe(1);
      const outboxId = changesOf(visitor.events, id)[0]!.payload.outbox_id as number;
      // Sent twice (at least once), passed on to the socket once.
      await expect.poll(() => published.filter((p) => p === outboxId).length, { timeout: 10_000 }).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(changesOf(visitor.events, id)).toHaveLength(1);
    } finally {
      await wire.quit();
    }
  });

  it('sends bulk approvals as batches, not one message per video, naming the moderator to moderators only', async () => {
    const visitor = await t.connect();
    const moderator = await t.connect(mod.access);
    const ids = await insertVideos(
      t.database.db,
      Array.from({ length: 30 }, () => ({
        status: 'pending' as const,
        approvedAt: null,
        assignedCategory: 'technology',
      })),
    );
    const { job_id } = (
      await t.app.inject({ method: 'POST', url: '/api/bulk-approve/', headers: mod.auth, payload: { video_ids: ids } })
    ).json<{ job_id: string }>();
    for (const socket of [visitor, moderator])
      await expect
        .poll(() => socket.events.filter((e) => e.name === 'videos:changed').length, { timeout: 10_000 })
        .toBe(1);
    const batch = visitor.events.find((e) => e.name === 'videos:changed')!.payload;
    expect(batch).toMatchObject({ from: 'pending', to: 'approved' });
    expect(batch).not.toHaveProperty('actor');
    expect([...(batch.video_ids as string[])].sort()).toEqual([...ids].sort());
    expect(moderator.events.find((e) => e.name === 'videos:changed')!.payload).toMatchObject({
      from: 'pending',
      to: 'approved',
      actor: mod.username,
      outbox_id: batch.outbox_id,
    });
    expect(visitor.events.filter((e) => e.name === 'video:changed')).toEqual([]);
    expect(job_id).toBeTruthy();
  });
});
