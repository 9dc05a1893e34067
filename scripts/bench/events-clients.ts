/**
 * A group of Socket.IO visitors for `npm run bench:events`: connects them (websocket transport, in
 * parallel batches), records when each `video:changed` of the run reaches each of them, and says when an
 * event has reached all of them. Used in the benchmark's own process, or in child processes
 * (`events-client-process.ts`) with `--client-procs`.
 *
 * Times are `performance.timeOrigin + performance.now()`: milliseconds since the epoch with sub-
 * microsecond resolution, comparable across processes on one machine (both ends read the same system
 * clock at process start), and identical to `performance.now()` plus a constant within one process.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { connectSocket } from './jobs-harness.ts';

export const clock = () => performance.timeOrigin + performance.now();

export interface GroupSpec {
  /** Instance A's origin, then B's. */
  origins: string[];
  /** Global index of this group's first client; client `c` talks to instance `c % 2`. */
  first: number;
  count: number;
  /** The video ids approved during the run, in order; event `i` is the approval of `ids[i]`. */
  ids: string[];
  connectBatch: number;
}

export interface GroupReport {
  first: number;
  count: number;
  /** Arrival of event i at local client k at [i * count + k]; 0 if it never came. */
  arrivals: Float64Array;
  connectedAtStart: Uint8Array;
  disconnects: number;
  duplicates: number;
  unknown: number;
  /** Event-loop delay while measuring, ms. */
  loop: { p50: number; p99: number; max: number };
}

export class ClientGroup {
  readonly arrivals: Float64Array;
  private readonly received: Int32Array;
  private readonly sockets: (Socket | null)[];
  private readonly connectedAtStart: Uint8Array;
  private readonly indexOf: Map<string, number>;
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 1 });
  private connectedNow = 0;
  private disconnects = 0;
  private duplicates = 0;
  private unknown = 0;
  private waiting = -1;
  private expected = 0;
  private delivered: (() => void) | null = null;

  constructor(private readonly spec: GroupSpec) {
    this.arrivals = new Float64Array(spec.ids.length * spec.count);
    this.received = new Int32Array(spec.ids.length);
    this.sockets = new Array<Socket | null>(spec.count).fill(null);
    this.connectedAtStart = new Uint8Array(spec.count);
    this.indexOf = new Map(spec.ids.map((id, i) => [id, i]));
  }

  async connect(): Promise<{ connected: number; failures: string[] }> {
    const { count, connectBatch, origins, first } = this.spec;
    const failures: string[] = [];
    for (let from = 0; from < count; from += connectBatch) {
      const batch = Array.from({ length: Math.min(connectBatch, count - from) }, (_, j) => from + j);
      await Promise.all(
        batch.map(async (k) => {
          try {
            const socket = await connectSocket(origins[(first + k) % 2]!, { timeoutMs: 30_000 });
            this.sockets[k] = socket;
            this.connectedNow++;
            this.connectedAtStart[k] = 1;
            this.attach(socket, k);
          } catch (error) {
            failures.push(String(error));
          }
        }),
      );
    }
    return { connected: this.connectedNow, failures };
  }

  private attach(socket: Socket, k: number) {
    const { count } = this.spec;
    socket.on('video:changed', (event: { video_id: string }) => {
      const now = clock();
      const i = this.indexOf.get(event.video_id);
      if (i === undefined) {
        this.unknown++;
        return;
      }
      const slot = i * count + k;
      if (this.arrivals[slot] !== 0) {
        this.duplicates++;
        return;
      }
      this.arrivals[slot] = now;
      this.received[i] = this.received[i]! + 1;
      if (i === this.waiting) this.check();
    });
    socket.on('disconnect', () => {
      this.connectedNow--;
      this.disconnects++;
      this.sockets[k] = null;
    });
  }

  private check() {
    if (this.waiting >= 0 && this.received[this.waiting]! >= this.expected && this.delivered) {
      const done = this.delivered;
      this.delivered = null;
      this.waiting = -1;
      done();
    }
  }

  /** Resolves once event `i` has reached every client connected now (it may already have). */
  expect(i: number): Promise<void> {
    return new Promise((resolve) => {
      this.waiting = i;
      this.expected = this.connectedNow;
      this.delivered = resolve;
      this.check();
    });
  }

  /** Stops waiting (the caller timed out). */
  giveUp(): void {
    this.waiting = -1;
    this.delivered = null;
  }

  measuring(on: boolean): void {
    if (on) this.loopDelay.enable();
    else this.loopDelay.disable();
  }

  report(): GroupReport {
    const ms = (ns: number) => ns / 1e6;
    return {
      first: this.spec.first,
      count: this.spec.count,
      arrivals: this.arrivals,
      connectedAtStart: this.connectedAtStart,
      disconnects: this.disconnects,
      duplicates: this.duplicates,
      unknown: this.unknown,
      loop: {
        p50: ms(this.loopDelay.percentile(50)),
        p99: ms(this.loopDelay.percentile(99)),
        max: ms(this.loopDelay.max),
      },
    };
  }

  close(): void {
    for (const socket of this.sockets) socket?.close();
  }
}
