import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI built from the routes' zod schemas, browsable at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'FocusTube API',
          description: 'Curated, moderator-approved educational videos. Errors are RFC 9457 problem details.',
          version: '1.0.0',
        },
        tags: [
          { name: 'catalogue', description: 'Approved videos, categories, search' },
          { name: 'accounts', description: 'Registration, sign-in, sessions, account settings, password reset' },
          { name: 'learning', description: 'My List and watch progress' },
          { name: 'gifts', description: 'Gift & Rewards' },
          { name: 'contact', description: 'Messages to the team' },
          { name: 'moderation', description: 'The pending queue, dustbin, approvals and vouchers (moderators)' },
          { name: 'imports', description: 'YouTube imports, sources and suggestions' },
          { name: 'jobs', description: 'Background jobs (moderators)' },
          { name: 'admin', description: 'Accounts and roles (admins)' },
          { name: 'health', description: 'Liveness and readiness' },
        ],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
