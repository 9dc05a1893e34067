import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram } from 'prom-client';
import { MODERATION_ROOM, PUBLIC_ROOM } from '@focustube/contracts';
import { createMetrics, metricsAuthorized, type Config, type Metrics } from '@focustube/core';
import { ProblemError } from '../errors.ts';
import { msg } from '../i18n.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const JOB_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'completed', 'failed'] as const;

/**
 * Prometheus metrics at `/metrics`, for a scraper holding METRICS_TOKEN (`Authorization: Bearer …`);
 * without METRICS_TOKEN the endpoint does not exist. Gauges that cost a query (queue depth, outbox
 * lag) are read when scraped, never on the request path.
 */
export default fp<{ config: Config; metrics?: Metrics }>(
  async (app, { config, metrics = createMetrics() }) => {
    const registers = [metrics.registry];
    app.decorate('metrics', metrics);

    const http = new Histogram({
      name: 'focustube_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    // One child per series, found by a string key: this runs on every request, the cached hot path included.
    const series = new Map<string, ReturnType<typeof http.labels>>();
    app.addHook('onResponse', (request, reply, done) => {
      // The route pattern, never the raw URL: one series per route, whatever ids are asked for. The web
      // app's pages have no API route (the router in the page decides them): they are all `page`.
      const route = request.routeOptions.url ?? (isHtml(reply.getHeader('content-type')) ? 'page' : 'unmatched');
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let child = series.get(key);
      if (!child) {
        child = http.labels({ method: request.method, route, status_code: String(reply.statusCode) });
        series.set(key, child);
      }
      child.observe(reply.elapsedTime / 1000);
      done();
    });

    new Gauge({
      name: 'focustube_queue_jobs',
      help: 'Jobs in each queue by state (waiting, active, delayed, failed…).',
      labelNames: ['queue', 'state'] as const,
      registers,
      async collect() {
        this.reset();
        await Promise.all(
          Object.entries(app.queues).map(async ([queue, q]) => {
            const counts = await q.getJobCounts(...JOB_STATES).catch(() => null);
            if (counts) for (const state of JOB_STATES) this.set({ queue, state }, counts[state] ?? 0);
          }),
        );
      },
    });

    const unpublished = new Gauge({
      name: 'focustube_outbox_unpublished_events',
      help: 'Moderation events committed but not yet relayed to sockets.',
      registers,
    });
    new Gauge({
      name: 'focustube_outbox_lag_seconds',
      help: 'Age of the oldest event not yet relayed (0 when the outbox is empty).',
      registers,
      async collect() {
        const result = (await app.db
          .execute(
            sql`select count(*)::int as count,
                  coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as lag
                from outbox where published_at is null`,
          )
          .catch(() => null)) as { rows: { count: number; lag: number }[] } | null;
        const row = result?.rows[0];
        if (!row) return;
        this.set(Number(row.lag));
        unpublished.set(Number(row.count));
      },
    });

    new Gauge({
      name: 'focustube_socket_connections',
      help: "Sockets connected to this instance, by room: public (everyone), moderation, user (signed-in members' own rooms).",
      labelNames: ['room'] as const,
      registers,
      collect() {
        const rooms = app.hasDecorator('io') ? app.io.of('/').adapter.rooms : new Map<string, Set<string>>();
        let user = 0;
        for (const [room, sockets] of rooms) if (room.startsWith('user:')) user += sockets.size;
        this.set({ room: PUBLIC_ROOM }, rooms.get(PUBLIC_ROOM)?.size ?? 0);
        this.set({ room: MODERATION_ROOM }, rooms.get(MODERATION_ROOM)?.size ?? 0);
        this.set({ room: 'user' }, user);
      },
    });

    /** A response cache's hits and misses, read from its own counts when scraped. */
    const cacheLookups = (name: string, what: string, cache: { stats: { hits: number; misses: number } }) =>
      new Counter({
        name,
        help: `${what} (hit) or computed (miss); hit ratio = hit / (hit + miss).`,
        labelNames: ['result'] as const,
        registers,
        collect() {
          const { hits, misses } = cache.stats;
          this.reset();
          this.inc({ result: 'hit' }, hits);
          this.inc({ result: 'miss' }, misses);
        },
      });
    cacheLookups(
      'focustube_catalogue_cache_lookups_total',
      'Catalogue answers served from the response cache',
      app.catalogueCache,
    );
    cacheLookups(
      'focustube_page_cache_lookups_total',
      'Server-rendered pages served from the page cache',
      app.pageCache,
    );

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!config.METRICS_TOKEN) throw new ProblemError(404, msg('metrics.off'));
      if (!metricsAuthorized(request.headers.authorization, config.METRICS_TOKEN)) {
        void reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new ProblemError(401, msg('metrics.token'));
      }
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['database', 'queues', 'catalogue-cache'] },
);

const isHtml = (type: unknown) => typeof type === 'string' && type.startsWith('text/html');
