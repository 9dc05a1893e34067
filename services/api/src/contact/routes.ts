import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { count, desc } from 'drizzle-orm';
import {
  contactInputSchema,
  contactMessageSchema,
  contactPageSchema,
  pageQuerySchema,
  PAGE_SIZE_DEFAULT,
  problemSchema,
} from '@focustube/contracts';
import { schema } from '@focustube/core';
import { pageLinks } from '../paging.ts';

const cm = schema.contactMessages;
const toMessage = (r: typeof cm.$inferSelect) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  text: r.text,
  created_at: new Date(r.createdAt).toISOString(),
});

/** The contact page's comment form, and the moderators' inbox. */
const contact: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact/',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team',
        body: contactInputSchema,
        response: { 201: contactMessageSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .insert(cm)
        .values({ ...request.body, userId: request.account?.id ?? null })
        .returning();
      return reply.status(201).send(toMessage(row!));
    },
  );

  app.get(
    '/contact/',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['contact'],
        summary: 'Messages sent to the team, newest first',
        querystring: pageQuerySchema.omit({ cursor: true }),
        response: { 200: contactPageSchema, 400: problemSchema },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const size = request.query.page_size ?? PAGE_SIZE_DEFAULT;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(cm)
          .orderBy(desc(cm.createdAt), desc(cm.id))
          .limit(size)
          .offset((page - 1) * size),
        app.db.select({ n: count() }).from(cm),
      ]);
      const n = Number(total?.n ?? 0);
      return { results: rows.map(toMessage), ...pageLinks('/api/contact/', page, size, n), count: n };
    },
  );
};

export default contact;
