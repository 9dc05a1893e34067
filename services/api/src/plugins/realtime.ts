import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { MODERATION_ROOM, PUBLIC_ROOM, userRoom, type ServerToClientEvents } from '@focustube/contracts';
import { closeRedis, connectRedis, redisReady, socketKey, type Config } from '@focustube/core';
import type { Account } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server<Record<string, never>, ServerToClientEvents>;
  }
}

/**
 * Socket.IO on the API's HTTP server. Everyone joins `public`; an access token in the handshake
 * (`auth: { token }`) adds `user:{id}`, and `moderation` for moderators and admins. Websocket
 * transport only, and the Redis adapter fans events out across every API instance.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const pub = connectRedis(app.redisUrl, 'pubsub');
    const sub = pub.duplicate();
    for (const c of [pub, sub]) c.on('error', (err) => app.log.warn({ err }, 'socket adapter redis error'));
    const io = new Server<Record<string, never>, ServerToClientEvents>(app.server, {
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
      io.disconnectSockets();
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
      const account = socket.data.account as Account | undefined;
      if (!account) return;
      void socket.join(userRoom(account.id));
      if (account.role === 'moderator' || account.role === 'admin') void socket.join(MODERATION_ROOM);
    });

    app.decorate('io', io);
    app.addHook('preClose', async () => {
      closing = true;
      io.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    });
  },
  { name: 'realtime', dependencies: ['redis', 'auth', 'database'] },
);
