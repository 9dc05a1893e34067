/**
 * One process of visitors for `npm run bench:events -- --client-procs N`. Driven over IPC (advanced
 * serialization) by the benchmark:
 *   → { type: 'start', spec }        ← { type: 'connected', connected, failures }
 *   → { type: 'expect', i }          ← { type: 'delivered', i }   (once event i reached all its clients)
 *   → { type: 'give-up' }
 *   → { type: 'measuring', on }
 *   → { type: 'report' }             ← { type: 'report', report }
 *   → { type: 'ping' }               ← { type: 'pong', at }        (to compare clocks)
 * It closes its sockets and exits on SIGTERM or when the parent goes away.
 */
import { clock, ClientGroup, type GroupSpec } from './events-clients.ts';

type Command =
  | { type: 'start'; spec: GroupSpec }
  | { type: 'expect'; i: number }
  | { type: 'give-up' }
  | { type: 'measuring'; on: boolean }
  | { type: 'report' }
  | { type: 'ping' };

let group: ClientGroup | null = null;
const send = (message: object) => process.send?.(message);

process.on('message', (command: Command) => {
  switch (command.type) {
    case 'start':
      group = new ClientGroup(command.spec);
      void group
        .connect()
        .then(({ connected, failures }) =>
          send({ type: 'connected', connected, failures: failures.slice(0, 3), failed: failures.length }),
        );
      break;
    case 'expect': {
      const i = command.i;
      void group?.expect(i).then(() => send({ type: 'delivered', i }));
      break;
    }
    case 'give-up':
      group?.giveUp();
      break;
    case 'measuring':
      group?.measuring(command.on);
      break;
    case 'ping':
      send({ type: 'pong', at: clock() });
      break;
    case 'report':
      if (group) send({ type: 'report', report: group.report() });
      break;
  }
});

const stop = () => {
  group?.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
// Tell the parent we are listening for commands.
send({ ready: true });
