/**
 * `npm run fuzz -- --runs 20000 [--seed N]`: the API fuzz suite (test/fuzz) for as many generated
 * requests as asked, from the given seed or a random one. It prints the seed it used; the same seed
 * (and runs) sends the same requests again.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '20000' }, seed: { type: 'string' } },
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isSafeInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number above 0, not ${values.runs}.`);
if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be a whole number, not ${values.seed}.`);

console.log(`Fuzzing the API: ${runs} requests, seed ${seed}.`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration', 'test/fuzz'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed) },
});
console.log(`\nSeed ${seed}: repeat with npm run fuzz -- --seed ${seed} --runs ${runs}`);
process.exit(result.status ?? 1);
