import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import {
  pageQuerySchema,
  problemSchema,
  roleChangeSchema,
  userIdParamsSchema,
  userPageSchema,
  userRoom,
  userSchema,
} from '@focustube/contracts';
import { schema } from '@focustube/core';
import { pageLinks } from '../paging.ts';
import { ProblemError } from '../errors.ts';
import { countAdmins, findUserById, toUser } from './queries.ts';
import { containingPattern } from '../like.ts';

const u = schema.users;

/** Admins list accounts and change roles. */
const adminUsers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Accounts, oldest first; `q` filters by username or email',
        querystring: pageQuerySchema.omit({ cursor: true }).extend({ q: z.string().trim().max(100).optional() }),
        response: { 200: userPageSchema, 400: problemSchema },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const size = request.query.page_size ?? 20;
      const q = request.query.q;
      const where = q ? or(ilike(u.username, containingPattern(q)), ilike(u.email, containingPattern(q))) : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(u)
          .where(where)
          .orderBy(asc(u.id))
          .limit(size)
          .offset((page - 1) * size),
        app.db.select({ n: count() }).from(u).where(where),
      ]);
      const n = Number(total?.n ?? 0);
      return { results: rows.map(toUser), ...pageLinks('/api/admin/users', page, size, n, { q }), count: n };
    },
  );

  app.patch(
    '/admin/users/:id/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Change an account's role",
        params: userIdParamsSchema,
        body: roleChangeSchema,
        response: {
          200: userSchema.describe('The account with its new role'),
          400: problemSchema,
          404: problemSchema,
          409: problemSchema,
        },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw new ProblemError(404, `There is no account with id ${request.params.id}.`);
      if (user.role === 'admin' && request.body.role !== 'admin' && (await countAdmins(app.db)) === 1) {
        throw new ProblemError(409, `${user.username} is the only admin. Make someone else an admin first.`);
      }
      const [updated] = await app.db
        .update(u)
        .set({ role: request.body.role, updatedAt: sql`now()` })
        .where(eq(u.id, user.id))
        .returning();
      // Roles are read per request, so the new one holds from the account's next request: its sign-ins stay
      // (a promotion or a demotion is not a sign-out). Its open pages are told, to renew their token and show
      // the screens of the new role, and its sockets are closed: they reconnect, joining the new role's rooms
      // (a demoted moderator's leave moderation whatever the page does with the news).
      if (request.body.role !== user.role) {
        app.io.to(userRoom(user.id)).emit('account:changed', { role: request.body.role });
        app.evictSockets(userRoom(user.id));
      }
      request.log.info(
        { userId: user.id, from: user.role, to: request.body.role, by: request.account!.id },
        'role changed',
      );
      return toUser(updated!);
    },
  );
};

export default adminUsers;
