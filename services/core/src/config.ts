import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const url = (name: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .optional()
    .refine((v) => v === undefined || URL.canParse(v), `${name} must be a URL.`);

/** Every setting the product reads from the environment; `.env.example` documents each. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.string().url('APP_URL must be a URL such as http://localhost:3000.').default('http://localhost:3000'),
  DATABASE_URL: url('DATABASE_URL'),
  DATA_DIR: z.string().default('.data'),
  REDIS_URL: url('REDIS_URL'),
  REDIS_PREFIX: z.string().default('focustube'),
  JWT_SECRET: optionalText.refine(
    (v) => v === undefined || v.length >= 32,
    'JWT_SECRET must be at least 32 characters.',
  ),
  /**
   * Requests per minute and IP to each of sign-in, registration and password reset. High, because many
   * learners share one address (schools, offices, carrier NAT); LOGIN_FAILURES_PER_HOUR stops guessing.
   */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /**
   * Search-box suggestions per minute and IP: one per keystroke pause, so generous (a class behind one
   * address types at once); it stops a script from walking the catalogue through the search box.
   */
  SUGGESTIONS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Searches (result pages) per minute and IP. */
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Session refreshes (one per page load) per minute and sign-in; refreshes are not counted per IP. */
  REFRESH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * Failed sign-ins per account and hour (all addresses together) past which the account takes one attempt
   * every few seconds: a slowdown, never a lock, so guessing cannot lock an owner out (OWASP).
   */
  LOGIN_FAILURES_PER_HOUR: z.coerce.number().int().min(1).max(100).default(100),
  YOUTUBE_API_KEY: optionalText,
  YOUTUBE_API_URL: z.string().url('YOUTUBE_API_URL must be a URL.').default('https://www.googleapis.com/'),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  CONTACT_EMAIL: z.string().default('hello@focustube.example'),
  CONTACT_PHONE: z.string().default('+255 700 000 000'),
  SMTP_URL: optionalText,
  /** Set when behind a load balancer, so rate limits see the client's address (X-Forwarded-For), not the balancer's. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The longest one SQL statement of the API may run (PostgreSQL's statement_timeout) before it is
   * cancelled and the request answered 503, so one slow query cannot hold connections for everyone. 0: no limit.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  /** How long a catalogue answer may be served from memory; moderation events clear it sooner. 0 turns caching off. */
  CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Seed the demo catalogue when the database has no videos. */
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  WEB_DIST: optionalText,
  /**
   * On SIGTERM, how long the API keeps serving with readiness at 503 before it stops accepting
   * connections, so a load balancer can take it out of rotation first.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** Bearer token Prometheus sends to read /metrics; unset turns metrics off. */
  METRICS_TOKEN: optionalText.refine(
    (v) => v === undefined || v.length >= 16,
    'METRICS_TOKEN must be at least 16 characters.',
  ),
  /** Where a worker started on its own (`services/worker`) serves /metrics; the API serves it on PORT. */
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `FocusTube cannot start: the configuration has ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; a bad value throws a readable list of every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return parsed.data;
}
