import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { pino } from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@focustube/api';
import { createMailer, loadConfig } from '@focustube/core';
import { createDatabaseFrom } from '../support/databases.ts';
import { TEST_JWT_SECRET } from '../support/app.ts';

/** Every line a logger writes, kept as text. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

/** The API with SMTP_URL unset, logging at `info` into `logs`; `laptop` passes the mailer `npm start` uses. */
async function startApp(mode: 'deployment' | 'laptop') {
  const created = await createDatabaseFrom(inject('postgresUrl'), inject('templateDatabase'));
  const config = loadConfig({
    DATABASE_URL: created.url,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'info',
    SEED_ON_EMPTY: 'false',
    JWT_SECRET: TEST_JWT_SECRET,
  });
  const logs = capture();
  const mailer =
    mode === 'laptop'
      ? createMailer({
          from: `FocusTube <${config.CONTACT_EMAIL}>`,
          log: pino({ level: 'info' }, logs.stream),
          logUnsentMail: true,
        })
      : undefined;
  const app = await buildApp({
    config,
    redisUrl: config.REDIS_URL!,
    logger: { level: 'info', stream: logs.stream },
    mailer,
  });
  await app.ready();
  return {
    app,
    logs,
    async close() {
      await app.close();
      await created.drop();
    },
  };
}

async function requestReset(app: FastifyInstance) {
  const name = `mailtest_${randomBytes(3).toString('hex')}`;
  const email = `${name}@learners.example.org`;
  const password = 'tea-kettle-orbit-9';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/register/',
    payload: { username: name, email, password, password2: password },
  });
  expect(registered.statusCode).toBe(201);
  expect((await app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email } })).statusCode).toBe(202);
  await expect.poll(() => app.mailer.recent.find((m) => m.to === email)).toBeTruthy();
  const mail = app.mailer.recent.find((m) => m.to === email)!;
  const token = mail.text.match(/\/reset-password\?token=([\w-]+)/)![1]!;
  return { email, token };
}

describe('reset mail without SMTP_URL', () => {
  let deployment: Awaited<ReturnType<typeof startApp>>;
  let laptop: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    [deployment, laptop] = await Promise.all([startApp('deployment'), startApp('laptop')]);
  });
  afterAll(async () => {
    await Promise.all([deployment?.close(), laptop?.close()]);
  });

  it('the API on its own never logs the reset link: it says the mail was not sent, and to which domain', async () => {
    const { email, token } = await requestReset(deployment.app);
    // The mail has been handed to the mailer; give its log line a moment to be written.
    await expect.poll(() => deployment.logs.text()).toMatch(/Reset your FocusTube password/);
    const log = deployment.logs.text();
    expect(log).not.toContain(token);
    expect(log).not.toContain('reset-password?token');
    expect(log).toMatch(/not sent/);
    expect(log).not.toContain(email);
    expect(log).toContain('@learners.example.org');
    expect(log).toMatch(/Reset your FocusTube password/);
    // And at start, a warning that members cannot get reset mail.
    const warning = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((entry) => /SMTP_URL is unset/.test(entry.msg));
    expect(warning).toMatchObject({ level: 40 });
    expect(warning!.msg).toMatch(/password reset/i);
  });

  it('`npm start` (a laptop) logs the whole mail, so a newcomer can open the link', async () => {
    const { token } = await requestReset(laptop.app);
    await expect.poll(() => laptop.logs.text()).toContain(token);
    expect(laptop.logs.text()).not.toMatch(/SMTP_URL is unset/);
  });
});
