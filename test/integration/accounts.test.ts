import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { eq, sql } from 'drizzle-orm';
import { USERNAME_RULE } from '@focustube/contracts';
import { schema } from '@focustube/core';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../support/app.ts';
import { signUp } from '../support/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    ADMIN_EMAIL: 'founder@example.com',
    ADMIN_PASSWORD: 'first-admin-passphrase',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const fresh = () => `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const register = (over: Partial<Record<'username' | 'email' | 'password' | 'password2', string>> = {}) => {
  const name = fresh();
  return post('/api/register/', {
    username: name,
    email: `${name}@example.com`,
    password: 'tea-kettle-orbit-9',
    password2: 'tea-kettle-orbit-9',
    ...over,
  });
};
const problemOf = (res: { statusCode: number; json: <T>() => T; headers: Record<string, unknown> }) => {
  expect(res.headers['content-type']).toMatch(/problem\+json/);
  return res.json<{ status: number; detail: string; errors?: Record<string, string[]> }>();
};

describe('registration', () => {
  it('creates an account (201) that can sign in', async () => {
    const name = fresh();
    const res = await register({ username: name, email: `${name}@Example.com` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: name, email: `${name}@Example.com`, role: 'user' });
    const login = await post('/api/login/', { email: `${name}@example.com`, password: 'tea-kettle-orbit-9' });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [{ password2: 'something-else-1' }, 'password2', 'Passwords do not match.'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    [{ password: 'short', password2: 'short' }, 'password', 'Password must be at least 8 characters.'],
    [
      { password: 'password123', password2: 'password123' },
      'password',
      'This password is too common. Choose a less predictable one.',
    ],
    [{ username: 'a b' }, 'username', USERNAME_RULE],
  ])('refuses %o with errors.%s', async (over, field, message) => {
    const res = await register(over);
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errors?.[field]).toEqual([message]);
  });

  it('refuses the username "a b" with the rule in words, under errors.username, as a problem', async () => {
    const res = await register({ username: 'a b' });
    expect(res.statusCode).toBe(400);
    expect(problemOf(res)).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: USERNAME_RULE,
      errors: { username: [USERNAME_RULE] },
    });
    // A sentence a person can act on: which characters, no spaces, how long.
    expect(USERNAME_RULE).toMatch(/letters.*digits.*dots.*underscores.*hyphens.*no spaces.*3 to 30 characters/);
  });

  it('lists every missing field', async () => {
    const res = await post('/api/register/', {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(problemOf(res).errors ?? {}).sort()).toEqual(['email', 'password', 'password2', 'username']);
  });

  it('refuses a taken username and email, case-insensitively, naming both', async () => {
    const name = fresh();
    expect((await register({ username: name, email: `${name}@example.com` })).statusCode).toBe(201);
    const res = await register({ username: name.toUpperCase(), email: `${name.toUpperCase()}@EXAMPLE.com` });
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errors).toEqual({
      username: ['A user with that username already exists.'],
      email: ['A user with that email already exists.'],
    });
  });
});

describe('signing in and sessions', () => {
  it('answers access and refresh, sets an httpOnly SameSite cookie, and identifies the user', async () => {
    const me = await signUp(t.app, t.database.db);
    const login = await post('/api/login/', { email: me.email, password: me.password });
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/focustube_refresh=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/;/);
    // Beside it, a hint the page's script can read: this browser may hold a sign-in.
    const hint = [login.headers['set-cookie']].flat().find((c) => String(c).startsWith('focustube_signed_in=1'));
    expect(hint).toBeDefined();
    expect(hint).not.toMatch(/HttpOnly/);
    const user = await t.app.inject({ url: '/api/user/', headers: me.auth });
    expect(user.json()).toMatchObject({ id: me.id, username: me.username, email: me.email, role: 'user' });
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const me = await signUp(t.app, t.database.db);
    const wrong = await post('/api/login/', { email: me.email, password: 'not-the-password' });
    const unknown = await post('/api/login/', { email: 'nobody-here@example.com', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(problemOf(wrong).detail).toBe('Invalid username or password');
    expect(wrong.body).toBe(unknown.body);
  });

  it('refuses missing, forged, foreign-key and unsigned tokens', async () => {
    const me = await signUp(t.app, t.database.db);
    expect((await t.app.inject({ url: '/api/user/' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/', headers: { authorization: 'Bearer nonsense' } })).statusCode).toBe(
      401,
    );
    const foreign = createSigner({ key: 'another-secret-that-is-long-enough-0123456789' })({
      sub: String(me.id),
      role: 'admin',
    });
    expect(
      (await t.app.inject({ url: '/api/user/', headers: { authorization: `Bearer ${foreign}` } })).statusCode,
    ).toBe(401);
    const unsigned = createSigner({ algorithm: 'none' })({ sub: String(me.id), role: 'admin' });
    expect(
      (await t.app.inject({ url: '/api/user/', headers: { authorization: `Bearer ${unsigned}` } })).statusCode,
    ).toBe(401);
    const expired = createSigner({ key: TEST_JWT_SECRET, expiresIn: 1 })({
      sub: String(me.id),
      role: 'user',
      iat: 1000,
    });
    const res = await t.app.inject({ url: '/api/user/', headers: { authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
    expect(problemOf(res).detail).toMatch(/expired or is not valid/);
  });

  it('rotates the refresh token on every use, from the body or the cookie', async () => {
    const me = await signUp(t.app, t.database.db);
    const first = await post('/api/token/refresh/', { refresh: me.refresh });
    expect(first.statusCode).toBe(200);
    const pair = first.json<{ access: string; refresh: string }>();
    expect(pair.refresh).not.toBe(me.refresh);
    expect(
      (await t.app.inject({ url: '/api/user/', headers: { authorization: `Bearer ${pair.access}` } })).statusCode,
    ).toBe(200);
    const byCookie = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      cookies: { focustube_refresh: pair.refresh },
    });
    expect(byCookie.statusCode).toBe(200);
    const rows = await t.database.db.select().from(schema.refreshTokens).where(eq(schema.refreshTokens.userId, me.id));
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    expect(rows.map((r) => r.tokenHash)).not.toContain(me.refresh);
  });

  it('revokes the whole sign-in when a spent refresh token comes back', async () => {
    const me = await signUp(t.app, t.database.db);
    const next = (await post('/api/token/refresh/', { refresh: me.refresh })).json<{ refresh: string }>().refresh;
    // The grace for two tabs racing is 10 s; age the spent token past it.
    await t.database.db.execute(
      sql`update refresh_tokens set revoked_at = now() - interval '1 minute' where user_id = ${me.id} and replaced_by_id is not null`,
    );
    const replay = await post('/api/token/refresh/', { refresh: me.refresh });
    expect(replay.statusCode).toBe(401);
    expect(problemOf(replay).detail).toMatch(/used from somewhere else/);
    expect((await post('/api/token/refresh/', { refresh: next })).statusCode).toBe(401);
  });

  it('keeps two tabs refreshing at once (or a reload mid-refresh) signed in, once each', async () => {
    const me = await signUp(t.app, t.database.db);
    const results = await Promise.all([
      post('/api/token/refresh/', { refresh: me.refresh }),
      post('/api/token/refresh/', { refresh: me.refresh }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => r.json<{ refresh: string }>().refresh);
    expect(a).not.toBe(b);
    expect((await post('/api/token/refresh/', { refresh: a! })).statusCode).toBe(200);
    expect((await post('/api/token/refresh/', { refresh: b! })).statusCode).toBe(200);
  });

  it('does not renew a just-rotated token once the sign-in has ended', async () => {
    const me = await signUp(t.app, t.database.db);
    const next = (await post('/api/token/refresh/', { refresh: me.refresh })).json<{ refresh: string }>().refresh;
    await post('/api/logout/', { refresh: next });
    expect((await post('/api/token/refresh/', { refresh: me.refresh })).statusCode).toBe(401);
  });

  it('signs out: the refresh token stops working and the cookie is cleared', async () => {
    const me = await signUp(t.app, t.database.db);
    const out = await post('/api/logout/', { refresh: me.refresh });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/focustube_refresh=;/);
    expect(String(out.headers['set-cookie'])).toMatch(/focustube_signed_in=;/);
    expect((await post('/api/token/refresh/', { refresh: me.refresh })).statusCode).toBe(401);
    // A hint left without its refresh cookie (cleared by hand, say) is cleared on the next ask.
    const orphan = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      cookies: { focustube_signed_in: '1' },
    });
    expect(orphan.statusCode).toBe(401);
    expect(String(orphan.headers['set-cookie'])).toMatch(/focustube_signed_in=;/);
  });

  it('ends the access tokens of a sign-in with it, and only of that one', async () => {
    const me = await signUp(t.app, t.database.db);
    const other = (await post('/api/login/', { email: me.email, password: me.password })).json<{ access: string }>();
    const renewed = (await post('/api/token/refresh/', { refresh: me.refresh })).json<{ access: string }>();
    expect((await t.app.inject({ url: '/api/user/', headers: me.auth })).statusCode).toBe(200);
    expect((await post('/api/logout/', { refresh: me.refresh })).statusCode).toBe(204);
    for (const access of [me.access, renewed.access]) {
      const res = await t.app.inject({ url: '/api/user/', headers: { authorization: `Bearer ${access}` } });
      expect(res.statusCode).toBe(401);
      expect(problemOf(res).detail).toMatch(/sign-in has ended/);
    }
    const stillIn = await t.app.inject({ url: '/api/user/', headers: { authorization: `Bearer ${other.access}` } });
    expect(stillIn.statusCode).toBe(200);
  });

  it('refuses an access token that names no sign-in, or one that never existed', async () => {
    const me = await signUp(t.app, t.database.db);
    const sign = createSigner({ key: TEST_JWT_SECRET, expiresIn: 60_000 });
    for (const claims of [
      { sub: String(me.id), role: 'user' },
      { sub: String(me.id), role: 'user', sid: 'not-a-uuid' },
      { sub: String(me.id), role: 'user', sid: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const res = await t.app.inject({ url: '/api/user/', headers: { authorization: `Bearer ${sign(claims)}` } });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('account settings', () => {
  it('changes the username with the current password, and refuses without it', async () => {
    const me = await signUp(t.app, t.database.db);
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: '/api/user/', headers: me.auth, payload });
    const wrong = await patch({ username: `${me.username}x`, current_password: 'wrong-one-here' });
    expect(wrong.statusCode).toBe(400);
    expect(problemOf(wrong).errors).toEqual({ current_password: ['Your current password is not correct.'] });
    const ok = await patch({ username: `${me.username}x`, current_password: me.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ user: { username: string } }>().user.username).toBe(`${me.username}x`);
  });

  it('changes the password: new sign-in works, old sessions end', async () => {
    const me = await signUp(t.app, t.database.db);
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: '/api/user/', headers: me.auth, payload });
    const mismatch = await patch({
      new_password: 'river-stone-lamp-7',
      new_password2: 'river-stone-lamp-8',
      current_password: me.password,
    });
    expect(problemOf(mismatch).errors).toEqual({ new_password2: ['New passwords do not match!'] });
    const ok = await patch({
      new_password: 'river-stone-lamp-7',
      new_password2: 'river-stone-lamp-7',
      current_password: me.password,
    });
    expect(ok.statusCode).toBe(200);
    const { tokens } = ok.json<{ tokens: { refresh: string; access: string } }>();
    expect(tokens.refresh).toBeTruthy();
    expect((await post('/api/token/refresh/', { refresh: me.refresh })).statusCode).toBe(401);
    // Access tokens of the sessions it ended stop at once; the pair it answered works.
    expect((await t.app.inject({ url: '/api/user/', headers: me.auth })).statusCode).toBe(401);
    const fresh = await t.app.inject({ url: '/api/user/', headers: { authorization: `Bearer ${tokens.access}` } });
    expect(fresh.statusCode).toBe(200);
    expect((await post('/api/login/', { email: me.email, password: me.password })).statusCode).toBe(401);
    expect((await post('/api/login/', { email: me.email, password: 'river-stone-lamp-7' })).statusCode).toBe(200);
  });

  it('deletes the account and its personal data with the password', async () => {
    const me = await signUp(t.app, t.database.db);
    const [video] = await t.database.db
      .select({ id: schema.videos.videoId })
      .from(schema.videos)
      .where(eq(schema.videos.status, 'approved'))
      .limit(1);
    await t.app.inject({ method: 'POST', url: '/api/my-list/', headers: me.auth, payload: { video_id: video!.id } });
    await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      headers: me.auth,
      payload: { name: 'Me', email: me.email, text: 'Hello' },
    });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/',
      headers: me.auth,
      payload: { password: 'wrong-password' },
    });
    expect(refused.statusCode).toBe(400);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/',
      headers: me.auth,
      payload: { password: me.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await t.database.db.select().from(schema.users).where(eq(schema.users.id, me.id))).toEqual([]);
    expect(await t.database.db.select().from(schema.bookmarks).where(eq(schema.bookmarks.userId, me.id))).toEqual([]);
    expect(
      await t.database.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.email, me.email)),
    ).toEqual([]);
    expect((await t.app.inject({ url: '/api/user/', headers: me.auth })).statusCode).toBe(401);
    expect((await post('/api/login/', { email: me.email, password: me.password })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const lastResetLink = (to: string) => {
    const mail = [...t.app.mailer.recent].reverse().find((m) => m.to === to);
    return mail?.text.match(/\/reset-password\?token=([\w-]+)/)?.[1];
  };

  it('answers the same for known and unknown emails, and mails a single-use link', async () => {
    const me = await signUp(t.app, t.database.db);
    const known = await post('/api/password-reset/', { email: me.email });
    const unknown = await post('/api/password-reset/', { email: 'nobody-at-all@example.com' });
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    await expect.poll(() => lastResetLink(me.email)).toBeTruthy();
    const token = lastResetLink(me.email)!;
    const confirm = (password: string) =>
      post('/api/password-reset/confirm/', { token, password, password2: password });
    expect((await confirm('new-garden-path-3')).json()).toEqual({
      message: 'Your password has been reset. Please log in.',
    });
    const again = await confirm('another-path-4x');
    expect(again.statusCode).toBe(400);
    expect(problemOf(again).detail).toMatch(/expired or was already used/);
    expect((await post('/api/token/refresh/', { refresh: me.refresh })).statusCode).toBe(401);
    // An access token issued before the reset stops at once, not when it would have expired.
    expect((await t.app.inject({ url: '/api/user/', headers: me.auth })).statusCode).toBe(401);
    expect((await post('/api/login/', { email: me.email, password: 'new-garden-path-3' })).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const me = await signUp(t.app, t.database.db);
    await post('/api/password-reset/', { email: me.email });
    await expect.poll(() => lastResetLink(me.email)).toBeTruthy();
    await t.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${me.id}`,
    );
    const res = await post('/api/password-reset/confirm/', {
      token: lastResetLink(me.email)!,
      password: 'new-garden-path-3',
      password2: 'new-garden-path-3',
    });
    expect(res.statusCode).toBe(400);
  });

  const confirmReset = (token: string, password: string) =>
    post('/api/password-reset/confirm/', { token, password, password2: password });
  /** A link that is not valid any more answers exactly as a used one does, so the reset page shows its usual text. */
  const usedLinkProblem = {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail: 'This reset link has expired or was already used. Ask for a new one.',
    errors: { token: ['This reset link has expired or was already used.'] },
  };

  it('voids every other outstanding link of the account when one is used', async () => {
    const me = await signUp(t.app, t.database.db);
    await post('/api/password-reset/', { email: me.email });
    await expect.poll(() => lastResetLink(me.email)).toBeTruthy();
    const mailed = lastResetLink(me.email)!;
    // A second link still outstanding (as one issued before this change would be).
    const other = randomBytes(32).toString('base64url');
    await t.database.db.insert(schema.passwordResets).values({
      userId: me.id,
      tokenHash: createHash('sha256').update(other).digest('hex'),
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    expect((await confirmReset(mailed, 'new-garden-path-3')).statusCode).toBe(200);
    const stale = await confirmReset(other, 'another-path-4x');
    expect(stale.statusCode).toBe(400);
    expect(problemOf(stale)).toEqual(usedLinkProblem);
    expect((await post('/api/login/', { email: me.email, password: 'new-garden-path-3' })).statusCode).toBe(200);
  });

  it('voids the older links of the account when a new one is issued', async () => {
    const me = await signUp(t.app, t.database.db);
    await post('/api/password-reset/', { email: me.email });
    await expect.poll(() => lastResetLink(me.email)).toBeTruthy();
    const older = lastResetLink(me.email)!;
    await post('/api/password-reset/', { email: me.email });
    await expect.poll(() => lastResetLink(me.email)).not.toBe(older);
    const newer = lastResetLink(me.email)!;
    const stale = await confirmReset(older, 'new-garden-path-3');
    expect(stale.statusCode).toBe(400);
    expect(problemOf(stale)).toEqual(usedLinkProblem);
    expect((await confirmReset(newer, 'another-path-4x')).statusCode).toBe(200);
    expect((await post('/api/login/', { email: me.email, password: 'another-path-4x' })).statusCode).toBe(200);
  });

  it('lets one of two links presented at the same moment through, never both', async () => {
    const me = await signUp(t.app, t.database.db);
    const tokens = [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')];
    await t.database.db.insert(schema.passwordResets).values(
      tokens.map((token) => ({
        userId: me.id,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        expiresAt: new Date(Date.now() + 30 * 60_000),
      })),
    );
    const answers = await Promise.all([
      confirmReset(tokens[0]!, 'new-garden-path-3'),
      confirmReset(tokens[1]!, 'another-path-4x'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('admins and roles', () => {
  const adminLogin = async () => {
    const res = await post('/api/login/', { email: 'founder@example.com', password: 'first-admin-passphrase' });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json<{ access: string }>().access}` };
  };

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const auth = await adminLogin();
    expect((await t.app.inject({ url: '/api/user/', headers: auth })).json()).toMatchObject({
      email: 'founder@example.com',
      role: 'admin',
    });
  });

  it('lets an admin find users and change a role, which takes effect at once', async () => {
    const auth = await adminLogin();
    const me = await signUp(t.app, t.database.db);
    const list = await t.app.inject({ url: `/api/admin/users?q=${me.username}`, headers: auth });
    expect(list.json<{ results: { id: number }[]; count: number }>()).toMatchObject({
      count: 1,
      results: [{ id: me.id }],
    });
    expect((await t.app.inject({ url: '/api/contact/', headers: me.auth })).statusCode).toBe(403);
    const promote = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${me.id}/`,
      headers: auth,
      payload: { role: 'moderator' },
    });
    expect(promote.json()).toMatchObject({ id: me.id, role: 'moderator' });
    // Roles are read per request: the account's token carries the new role's rights at once, and its
    // sign-in stays (a renewed token names the new role).
    expect((await t.app.inject({ url: '/api/contact/', headers: me.auth })).statusCode).toBe(200);
    const renewed = await post('/api/token/refresh/', { refresh: me.refresh });
    expect(renewed.statusCode).toBe(200);
    const claims = JSON.parse(
      Buffer.from(renewed.json<{ access: string }>().access.split('.')[1]!, 'base64url').toString(),
    ) as { role: string };
    expect(claims.role).toBe('moderator');
    const demote = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${me.id}/`,
      headers: auth,
      payload: { role: 'user' },
    });
    expect(demote.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/contact/', headers: me.auth })).statusCode).toBe(403);
  });

  it('never demotes the last admin', async () => {
    const auth = await adminLogin();
    const [founder] = await t.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'founder@example.com'));
    const others = await t.database.db.select().from(schema.users).where(eq(schema.users.role, 'admin'));
    expect(others).toHaveLength(1);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${founder!.id}/`,
      headers: auth,
      payload: { role: 'user' },
    });
    expect(res.statusCode).toBe(409);
    expect(problemOf(res).detail).toMatch(/only admin/);
  });
});

describe('security headers', () => {
  it('sends pages a CSP that allows the YouTube player and thumbnails only', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/i\.ytimg\.com/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends API answers the headers of data, not of a document: nothing runs, nothing frames them', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    // The interactive API docs are a page and keep the page policy.
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(String(docs.headers['content-security-policy'])).toMatch(/default-src 'self'/);
  });

  it('allows cross-origin calls from APP_URL only', async () => {
    const ours = await t.app.inject({ url: '/api/health', headers: { origin: 'http://localhost:3000' } });
    expect(ours.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const theirs = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login/',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    // An unknown API path is still an API answer: its 404 problem can be read across origins too.
    const unknown = await t.app.inject({ url: '/api/no-such-thing/', headers: { origin: 'http://localhost:3000' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect(unknown.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    // Pages and files are never read across origins: they carry no CORS headers.
    const page = await t.app.inject({ url: '/robots.txt', headers: { origin: 'http://localhost:3000' } });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });
});
