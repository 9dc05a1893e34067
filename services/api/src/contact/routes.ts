import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactInputSchema,
  contactMessageSchema,
  contactPageSchema,
  pageQuerySchema,
  PAGE_SIZE_DEFAULT,
  problemSchema,
} from '@focustube/contracts';
import { pageLinks } from '../paging.ts';
import { listMessages, saveMessage } from './queries.ts';

/** The contact page's comment form, and the moderators' inbox. */
const contact: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact/',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: 60_000 } },
      // 5,000 characters, each up to six bytes once escaped in JSON (\uXXXX), and the name and address.
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team',
        body: contactInputSchema,
        response: { 201: contactMessageSchema, 400: problemSchema, 429: problemSchema },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await saveMessage(app.db, request.body, request.account?.id ?? null));
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
      const { results, total } = await listMessages(app.db, { limit: size, offset: (page - 1) * size });
      return { results, ...pageLinks('/api/contact/', page, size, total), count: total };
    },
  );
};

export default contact;
