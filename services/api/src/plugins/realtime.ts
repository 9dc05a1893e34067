import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { MODERATION_ROOM, PUBLIC_ROOM, userRoom, type ServerToClientEvents } from '@focustube/contracts';
import {
  audiences,
  closeRedis,
  connectRedis,
  followOutbox,
  redisReady,
  socketKey,
  type Config,
  type OutboxFeed,
} from '@focustube/core';
import type { Account } from './auth.ts';

/** Between API instances, through the Redis adapter. */
interface InterServerEvents {
  evict: (room: string) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: Server<Record<string, never>, ServerToClientEvents, InterServerEvents>;
    /**
     * Closes the connection of every socket in `room` on every API instance, after taking it out of
     * its rooms, so nothing more reaches it. The client reconnects at once (a closed transport is
     * retried, a server disconnect is not), and its handshake checks its token and role again.
     */
    evictSockets(room: string): void;
  }
}

/** Every socket of one sign-in (refresh-token family), so signing out reaches exactly those. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Socket.IO on the API's HTTP server. Everyone joins `public`; an access token in the handshake
 * (`auth: { token }`) adds `user:{id}`, and `moderation` for moderators and admins. Websocket
 * transport only. Outbox events (moderation changes) come from the relay through this instance's
 * outbox feed, which also reads from PostgreSQL whatever a gap in its Redis subscription cost, and go to
 * this instance's sockets; everything else (job progress, who is reviewing, evictions) fans out across
 * every API instance through the Redis adapter, at most once.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const pub = connectRedis(app.redisUrl, 'pubsub');
    const sub = pub.duplicate();
    for (const c of [pub, sub]) c.on('error', (err) => app.log.warn({ err }, 'socket adapter redis error'));
    const io = new Server<Record<string, never>, ServerToClientEvents, InterServerEvents>(app.server, {
      path: '/socket.io',
      transports: ['websocket'],
      serveClient: false,
      cors: { origin: [new URL(config.APP_URL).origin], credentials: true },
    });
    // The Redis adapter subscribes as soon as it exists, so it is attached once Redis answers. If that is
    // after start-up, sockets already connected reconnect, to join their rooms through the new adapter.
    let attached = false;
    const attach = () => {
      if (attached || closing) return;
      attached = true;
      io.adapter(createAdapter(pub, sub, { key: socketKey(config.REDIS_PREFIX) }));
      // Closing the transport (not a server disconnect, which clients never retry) makes each client reconnect.
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
    };
    let closing = false;
    if ((await Promise.all([redisReady(pub, 2000), redisReady(sub, 2000)])).every(Boolean)) attach();
    else {
      app.log.warn('Redis is not answering: live updates reach only this instance until it does.');
      void Promise.all([redisReady(pub), redisReady(sub)]).then(attach);
    }

    io.use(async (socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      if (typeof token !== 'string' || token === '') return next();
      try {
        socket.data.account = await app.accountFromToken(token);
        next();
      } catch (error) {
        // The client refreshes its access token and connects again.
        next(new Error((error as Error).message));
      }
    });

    io.on('connection', (socket) => {
      void socket.join(PUBLIC_ROOM);
      const account = socket.data.account as (Account & { sessionId: string }) | undefined;
      if (!account) return;
      void socket.join(userRoom(account.id));
      void socket.join(sessionRoom(account.sessionId));
      if (account.role === 'moderator' || account.role === 'admin') void socket.join(MODERATION_ROOM);
    });

    const evictHere = (room: string) => {
      const namespace = io.of('/');
      for (const id of [...(namespace.adapter.rooms.get(room) ?? [])]) {
        const socket = namespace.sockets.get(id);
        if (!socket) continue;
        for (const joined of [...socket.rooms]) if (joined !== socket.id) void socket.leave(joined);
        socket.conn.close();
      }
    };
    io.on('evict', evictHere);

    // Each instance passes every outbox event on to its own sockets only (`local`): every instance
    // follows the feed, so going through the adapter would deliver each event once per instance.
    const feed: OutboxFeed = await followOutbox({
      redisUrl: app.redisUrl,
      prefix: config.REDIS_PREFIX,
      db: app.db,
      log: app.log,
      deliver(event) {
        for (const { room, except, payload } of audiences(event)) {
          const to = except ? io.local.to(room).except(except) : io.local.to(room);
          to.emit(event.event, payload as never);
        }
      },
      resync() {
        // Clients reconnect at once when their transport closes, and re-read what their screens show.
        for (const socket of io.of('/').sockets.values()) socket.conn.close();
      },
    });
    app.decorate('evictSockets', (room: string) => {
      evictHere(room);
      if (!attached) return;
      try {
        io.serverSideEmit('evict', room);
      } catch (err) {
        app.log.warn({ err, room }, 'could not tell the other API instances to close sockets');
      }
    });

    app.decorate('io', io);
    app.addHook('preClose', async () => {
      closing = true;
      // Closing each transport, not a server disconnect (which clients never retry): a stopping instance
      // has its clients reconnect at once, through the balancer, to another instance.
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await Promise.all([feed.close(), closeRedis(pub), closeRedis(sub)]);
    });
  },
  { name: 'realtime', dependencies: ['redis', 'auth', 'database'] },
);
