import fp from 'fastify-plugin';
import type { preHandlerHookHandler } from 'fastify';
import { withRequestId } from '@focustube/core';

/**
 * Every answer names its request (`x-request-id`, the id in the logs). A route that can change
 * something runs its handler with that id in context, so the jobs it enqueues and the events it
 * writes carry it too (`request_id`), and one id follows an action through API, worker and sockets.
 */
export default fp(
  async (app) => {
    // The `x-request-id` answer header is set in delivery's onSend: one hook fewer on the hot path.
    // After the body is parsed: a context entered in onRequest would not survive the body's stream events.
    const inContext: preHandlerHookHandler = (request, _reply, done) => withRequestId(request.id, done);
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const reads = methods.every((m) => m === 'GET' || m === 'HEAD');
      const isPublic = route.config?.access === 'public' || !route.url.startsWith('/api/');
      if (reads && isPublic) return;
      route.preHandler = [...[route.preHandler ?? []].flat(), inContext];
    });
  },
  { name: 'request-ids' },
);
