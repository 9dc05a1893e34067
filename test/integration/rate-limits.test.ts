import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '5', LOGIN_FAILURES_PER_HOUR: '3' });
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password }, remoteAddress: ip });

describe('rate limits', () => {
  it('limits sign-in attempts per IP with a 429 problem and retry-after', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login(`ip-test-${i}@example.com`, 'whatever-pass', '10.1.1.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await login('another@example.com', 'whatever-pass', '10.1.1.1');
    expect(limited.headers['content-type']).toMatch(/problem\+json/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ status: 429, detail: expect.stringMatching(/Too many attempts/) });
    expect((await login('another@example.com', 'whatever-pass', '10.1.1.2')).statusCode).toBe(401);
  });

  it('locks an account after repeated failures from anywhere, even with the right password, whether or not it exists', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: {
        username: 'locked_out',
        email: 'locked@example.com',
        password: 'tea-kettle-orbit-9',
        password2: 'tea-kettle-orbit-9',
      },
      remoteAddress: '10.2.0.1',
    });
    for (let i = 0; i < 3; i++)
      expect((await login('locked@example.com', 'wrong-guess-xx', `10.3.0.${i}`)).statusCode).toBe(401);
    const locked = await login('locked@example.com', 'tea-kettle-orbit-9', '10.3.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ detail: expect.stringMatching(/Too many failed sign-ins for this account/) });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3000);
    for (let i = 0; i < 3; i++) await login('ghost@example.com', 'wrong-guess-xx', `10.4.0.${i}`);
    expect((await login('ghost@example.com', 'wrong-guess-xx', '10.4.1.1')).body).toBe(
      (await login('locked@example.com', 'wrong-guess-xx', '10.4.1.2')).body,
    );
  });
});
