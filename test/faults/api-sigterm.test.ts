/**
 * One of two API instances SIGTERMed under load, behind a balancer: it says 503 on /api/ready while it
 * drains, answers every request sent to it until the balancer took it out of rotation (those in flight
 * at the signal included), exits cleanly; its sockets reconnect through the balancer to the other
 * instance and keep receiving events; the survivor answers no 5xx throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getOnce,
  insertPending,
  listen,
  moderator,
  recordFigure,
  request,
  sleep,
  startBalancer,
  startStack,
  waitFor,
  type FaultStack,
  type Listener,
} from './harness.ts';

const CLIENTS = 10;
let s: FaultStack;
let balancer: Awaited<ReturnType<typeof startBalancer>> | undefined;

beforeAll(async () => {
  s = await startStack('api-sigterm', { apis: 2, workers: 1, env: { SHUTDOWN_DRAIN_MS: '1500' } });
  balancer = await startBalancer(() => s.apis.map((a) => a.origin));
}, 120_000);
afterAll(async () => {
  await balancer?.close();
  await s?.close();
});

describe('an API instance stopped with SIGTERM under load', () => {
  it('finishes what it accepted, hands its sockets to the other instance, and the survivor stays healthy', async () => {
    const [leaving, survivor] = s.apis as [(typeof s.apis)[0], (typeof s.apis)[0]];
    const mod = await moderator(survivor.origin, s.db);
    const ids = await insertPending(s.db, 20, 's');
    const clients: Listener[] = [];
    for (let i = 0; i < CLIENTS; i++) clients.push(await listen(`visitor-${i}`, balancer!.origin));

    type Result = Awaited<ReturnType<typeof getOnce>> & { at: number; started: number; inFlightAtSignal: boolean };
    const results = { leaving: [] as Result[], survivor: [] as Result[], ready: [] as Result[] };
    let stop = false;
    // As a balancer does: no new request to an instance once its readiness said 503.
    let outOfRotation = false;
    let signalledAt = Infinity;
    const hammer = async (origin: string, into: Result[], path: string, pause: number) => {
      while (!stop && !(origin === leaving.origin && outOfRotation && path !== '/api/ready')) {
        const started = Date.now();
        const result = await getOnce(`${origin}${path}`);
        if (path === '/api/ready' && started >= signalledAt && result.status === 503) outOfRotation = true;
        into.push({
          ...result,
          at: Date.now(),
          started,
          inFlightAtSignal: started < signalledAt && Date.now() > signalledAt,
        });
        await sleep(pause);
      }
    };
    const paths = ['/api/approved/', '/api/approved/?page=2', '/api/health', '/api/categories/'];
    const load = Promise.all([
      ...paths.map((p) => hammer(leaving.origin, results.leaving, p, 20)),
      ...paths.map((p) => hammer(survivor.origin, results.survivor, p, 20)),
      hammer(leaving.origin, results.ready, '/api/ready', 100),
    ]);
    await sleep(2000);
    signalledAt = Date.now();
    leaving.child.kill('SIGTERM');
    const exitCode = await leaving.exited;
    const exitedAt = Date.now();
    const reconnected = await waitFor(() => clients.every((c) => c.socket.connected), 20_000, 50);
    const reconnectedAt = Date.now();
    await sleep(1000);
    stop = true;
    await load;

    // Events still reach every client, now all through the survivor.
    const approved = await request(`${survivor.origin}/api/approve/${ids[0]}/`, {
      method: 'POST',
      token: mod.token,
      body: {},
    });
    expect(approved.status).toBe(200);
    const { id: eventId } = await s.db.one<{ id: number }>(`select max(id)::int as id from outbox`);
    const delivered = await waitFor(() => clients.every((c) => c.distinct().has(eventId)), 15_000);

    const afterSignal = results.leaving.filter((r) => r.at >= signalledAt);
    const dropped = results.leaving.filter((r) => r.error === 'dropped' || r.error === 'timeout');
    const survivor5xx = results.survivor.filter((r) => r.status >= 500 || r.status === 0);
    const readyWhileDraining = results.ready.filter((r) => r.at >= signalledAt && r.status === 503).length;
    const movedClients = clients.filter((c) => c.connects > 1).length;
    recordFigure('API instance SIGTERMed under load', {
      in_flight_at_signal: results.leaving.filter((r) => r.inFlightAtSignal).length,
      requests_to_leaving_after_signal: afterSignal.length,
      completed_200: afterSignal.filter((r) => r.status === 200).length,
      refused_after_close: afterSignal.filter((r) => r.error === 'refused').length,
      dropped: dropped.length,
      survivor_requests: results.survivor.length,
      survivor_5xx: survivor5xx.length,
      ready_503_while_draining: readyWhileDraining,
      signal_to_exit_s: (exitedAt - signalledAt) / 1000,
      sockets_moved: `${movedClients}/${CLIENTS}`,
      exit_to_all_reconnected_s: (reconnectedAt - exitedAt) / 1000,
    });

    expect(exitCode).toBe(0);
    expect(dropped).toEqual([]);
    expect(afterSignal.filter((r) => r.status !== 200)).toEqual([]);
    expect(readyWhileDraining).toBeGreaterThan(0);
    expect(survivor5xx).toEqual([]);
    const states = clients.map((c) => `${c.name}: connected=${c.socket.connected} connects=${c.connects}`);
    expect(reconnected, states.join('\n')).toBe(true);
    expect(movedClients).toBeGreaterThan(0);
    expect(delivered).toBe(true);
    for (const c of clients) c.close();
  }, 180_000);
});
