import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import {
  deleteUserSchema,
  INVALID_LOGIN,
  loginSchema,
  messageSchema,
  passwordResetConfirmSchema,
  SESSION_HINT_COOKIE,
  passwordResetRequestSchema,
  problemSchema,
  refreshSchema,
  registerSchema,
  tokenPairSchema,
  toLanguage,
  updateUserSchema,
  userRoom,
  userSchema,
} from '@focustube/contracts';
import { schema, type Mailer } from '@focustube/core';
import { ACCESS_TOKEN_SECONDS, REFRESH_COOKIE, tokenHash, type Account } from '../plugins/auth.ts';
import { sessionRoom } from '../plugins/realtime.ts';
import { ProblemError } from '../errors.ts';
import { msg, type Text } from '../i18n.ts';
import { resetMail } from './reset-mail.ts';
import { LoginGuard } from './login-guard.ts';
import { RefreshLimits } from './refresh-limits.ts';
import { hashPassword, verifyPassword, weakPasswordReason } from './passwords.ts';
import {
  countAdmins,
  findUserByEmail,
  findUserById,
  issuePasswordReset,
  issueRefreshToken,
  newSecretToken,
  refreshFamilyOf,
  REFRESH_TOKEN_DAYS,
  revokeAllRefreshTokens,
  revokeFamilyOf,
  rotateRefreshToken,
  takenFields,
  toUser,
  usePasswordReset,
  violatedUniqueIndex,
} from './queries.ts';

const RESET_MINUTES = 60;
const problems = { 400: problemSchema, 429: problemSchema };

const fieldErrors = (errors: Record<string, Text[]>) => {
  const first = Object.values(errors)[0]![0]!;
  return new ProblemError(400, first, errors);
};

const accounts: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  const { config } = app;
  // The defence against password guessing is LoginGuard: failures counted per account and address
  // (that address is refused for that account), and per account across every address (past
  // LOGIN_FAILURES_PER_HOUR the account is slowed down, never locked, so guessing cannot lock an owner
  // out). The per-IP limit below only blunts floods, so its default is high (300 a minute): our learners are often many
  // behind one address (a school, an office, a mobile carrier's CGNAT), and a low per-IP limit
  // locked a whole classroom out when a lesson began. Session refresh is not counted here at all:
  // it has its own limits, per sign-in (RefreshLimits).
  const guard = new LoginGuard(app.redis, config.REDIS_PREFIX, config.LOGIN_FAILURES_PER_HOUR);
  const authLimit = { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };
  const refreshLimits = new RefreshLimits(
    app.redis,
    config.REDIS_PREFIX,
    config.REFRESH_RATE_LIMIT_PER_MINUTE,
    config.AUTH_RATE_LIMIT_PER_MINUTE,
  );
  const secureCookie = new URL(config.APP_URL).protocol === 'https:';

  /** Sets the refresh cookie and answers a token pair; the access token belongs to the sign-in (family). */
  async function startSession(reply: FastifyReply, account: Account, session?: { refresh: string; familyId: string }) {
    const familyId = session?.familyId ?? randomUUID();
    const token = session?.refresh ?? (await issueRefreshToken(app.db, account.id, familyId));
    void reply.setCookie(REFRESH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
      // Site-wide, so the queue dashboard (/admin/queues) can recognise an admin's browser too.
      path: '/',
      maxAge: REFRESH_TOKEN_DAYS * 86_400,
    });
    void reply.setCookie(SESSION_HINT_COOKIE, '1', {
      sameSite: 'strict',
      secure: secureCookie,
      path: '/',
      maxAge: REFRESH_TOKEN_DAYS * 86_400,
    });
    return {
      access: app.signAccessToken(account, familyId),
      refresh: token,
      access_expires_in: ACCESS_TOKEN_SECONDS,
    };
  }
  const presentedRefresh = (request: FastifyRequest, body?: { refresh?: string } | null) =>
    body?.refresh ?? request.cookies[REFRESH_COOKIE];
  const endSession = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, { path: '/' }).clearCookie(SESSION_HINT_COOKIE, { path: '/' });

  app.post(
    '/register/',
    {
      config: { access: 'public', ...authLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account',
        body: registerSchema,
        response: { 201: userSchema, ...problems },
      },
    },
    async (request, reply) => {
      const { username, email, password } = request.body;
      const errors = await takenFields(app.db, { username, email });
      const weak = weakPasswordReason(password, username, email);
      if (weak) errors.password = [weak];
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
      try {
        const [row] = await app.db
          .insert(schema.users)
          .values({ username, email, passwordHash: await hashPassword(password) })
          .returning();
        return reply.status(201).send(toUser(row!));
      } catch (error) {
        const index = violatedUniqueIndex(error);
        if (!index) throw error;
        // Someone took the name between our check and the insert.
        throw fieldErrors(
          index.includes('email')
            ? { email: [msg('account.emailTaken')] }
            : { username: [msg('account.usernameTaken')] },
        );
      }
    },
  );

  app.post(
    '/login/',
    {
      config: { access: 'public', ...authLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password',
        description:
          'Answers `{access, refresh}` and also sets the refresh token as an httpOnly cookie for the web app.',
        body: loginSchema,
        response: {
          200: tokenPairSchema.describe('Signed in: an access token and a refresh token'),
          401: problemSchema,
          ...problems,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const address = normalizeIP(request.ip);
      // Refused attempts are answered before any password is verified.
      await guard.admit(email, address);
      const user = await findUserByEmail(app.db, email);
      const valid = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !valid) {
        await guard.recordFailure(email, address);
        throw new ProblemError(401, INVALID_LOGIN);
      }
      await guard.clearAddress(email, address);
      return startSession(reply, { id: user.id, username: user.username, email: user.email, role: user.role });
    },
  );

  app.post(
    '/token/refresh/',
    {
      // Limited per sign-in in the handler, not per IP: see RefreshLimits.
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Exchange a refresh token (body or cookie) for a new pair; each refresh token works once',
        body: refreshSchema.nullish(),
        response: {
          200: tokenPairSchema.describe('A new access token and refresh token; the one sent is spent'),
          401: problemSchema,
          ...problems,
        },
      },
    },
    async (request, reply) => {
      const token = presentedRefresh(request, request.body);
      // A signed-out browser asks without a token: nothing to count or look up. A sign-in hint left
      // without its refresh cookie goes too, so the page stops asking.
      if (!token) {
        if (request.cookies[SESSION_HINT_COOKIE]) endSession(reply);
        throw new ProblemError(401, msg('auth.signIn'));
      }
      const familyId = await refreshFamilyOf(app.db, token);
      if (familyId) await refreshLimits.countSignIn(familyId);
      else await refreshLimits.countUnknown(normalizeIP(request.ip));
      const rotation = familyId ? await rotateRefreshToken(app.db, token) : { problem: 'invalid' as const };
      if ('problem' in rotation) {
        endSession(reply);
        throw new ProblemError(
          401,
          rotation.problem === 'reused' ? msg('auth.sessionReused') : msg('auth.sessionExpired'),
        );
      }
      return startSession(reply, rotation.account, rotation);
    },
  );

  app.post(
    '/logout/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: revokes the refresh token (body or cookie)',
        description:
          "Ends that sign-in: its refresh tokens and the access tokens issued for it answer 401 from now on, and its open sockets are closed (they reconnect as a visitor's).",
        body: refreshSchema.nullish(),
        response: { 204: z.null().describe('Signed out: the refresh token is revoked and its cookie cleared') },
      },
    },
    async (request, reply) => {
      const token = presentedRefresh(request, request.body);
      const familyId = token ? await revokeFamilyOf(app.db, token) : null;
      // Its access tokens now answer 401; its open sockets reconnect as a visitor's.
      if (familyId) app.evictSockets(sessionRoom(familyId));
      endSession(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in account',
        response: { 200: userSchema, 401: problemSchema },
      },
    },
    async (request) => toUser((await findUserById(app.db, request.account!.id))!),
  );

  app.patch(
    '/user/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Change username, email, password (the current password is required) or language',
        description:
          'A new password signs out every other session; the answer carries a fresh token pair for this one. ' +
          '`language` (`en`, `sw`, or null to follow the browser) is the language of the site and of mails to the member; ' +
          'it alone needs no password.',
        body: updateUserSchema,
        response: {
          200: z
            .object({ user: userSchema, tokens: tokenPairSchema.optional() })
            .describe('The account as it is now, and a new token pair when the password changed'),
          400: problemSchema,
          401: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const { username, email, new_password, current_password, language } = request.body;
      const user = (await findUserById(app.db, request.account!.id))!;
      // The schema asks for the current password whenever a username, email or password is sent.
      if (current_password !== undefined && !(await verifyPassword(user.passwordHash, current_password))) {
        const wrong = msg('account.currentPasswordWrong');
        throw new ProblemError(400, wrong, { current_password: [wrong] });
      }
      const errors = await takenFields(app.db, { username, email }, user.id);
      const weak = new_password
        ? weakPasswordReason(new_password, username ?? user.username, email ?? user.email)
        : null;
      if (weak) errors.new_password = [weak];
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
      const [updated] = await app.db
        .update(schema.users)
        .set({
          ...(username ? { username } : {}),
          ...(email ? { email } : {}),
          ...(new_password ? { passwordHash: await hashPassword(new_password) } : {}),
          ...(language !== undefined ? { language } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(schema.users.id, user.id))
        .returning();
      if (!new_password) return { user: toUser(updated!) };
      await revokeAllRefreshTokens(app.db, user.id);
      app.evictSockets(userRoom(user.id));
      return {
        user: toUser(updated!),
        tokens: await startSession(reply, { ...request.account!, ...toUser(updated!) }),
      };
    },
  );

  app.delete(
    '/user/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Delete the account and its personal data (password required)',
        body: deleteUserSchema,
        response: { 204: z.null().describe('Deleted'), 400: problemSchema, 401: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const user = (await findUserById(app.db, request.account!.id))!;
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        const wrong = msg('account.passwordWrong');
        throw new ProblemError(400, wrong, { password: [wrong] });
      }
      if (user.role === 'admin' && (await countAdmins(app.db)) === 1) {
        throw new ProblemError(409, msg('account.onlyAdmin'));
      }
      await app.db.transaction(async (tx) => {
        await tx.delete(schema.contactMessages).where(eq(schema.contactMessages.userId, user.id));
        await tx.delete(schema.users).where(eq(schema.users.id, user.id));
      });
      app.evictSockets(userRoom(user.id));
      endSession(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/password-reset/',
    {
      config: { access: 'public', ...authLimit },
      schema: {
        tags: ['accounts'],
        summary:
          'Email a single-use link to reset the password; the same answer whether or not the email has an account',
        body: passwordResetRequestSchema,
        response: {
          202: messageSchema.describe('Accepted: if an account uses that email, a reset link is on its way'),
          ...problems,
        },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const asked = request.language;
      // The mail is prepared after answering, so the response time does not tell whether the account exists.
      setImmediate(() => {
        void (async () => {
          const user = await findUserByEmail(app.db, email);
          if (!user) return;
          const token = newSecretToken();
          await issuePasswordReset(app.db, user.id, tokenHash(token), RESET_MINUTES);
          // In the language the member chose, else the one the request was made in; the link opens the page in it too.
          const language = toLanguage(user.language) ?? asked;
          const link = new URL(`/reset-password?token=${token}&lang=${language}`, config.APP_URL).toString();
          await mailer.send({
            to: user.email,
            ...resetMail(language, { username: user.username, minutes: RESET_MINUTES, link }),
          });
        })().catch((err: unknown) => request.log.error({ err }, 'password reset mail failed'));
      });
      return reply
        .status(202)
        .localized()
        .send({ message: msg('account.resetSent').in(request.language) });
    },
  );

  app.post(
    '/password-reset/confirm/',
    {
      config: { access: 'public', ...authLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Choose a new password with the token from the reset link',
        body: passwordResetConfirmSchema,
        response: {
          200: messageSchema.describe('The password is changed and every session of the account signed out'),
          ...problems,
        },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const user = await usePasswordReset(app.db, tokenHash(token), async (owner) => {
        const weak = weakPasswordReason(password, owner.username, owner.email);
        if (weak) throw new ProblemError(400, weak, { password: [weak] });
        return hashPassword(password);
      });
      // An expired, used or voided (another link of the account was used, or a newer one sent) link.
      if (!user)
        throw new ProblemError(400, msg('account.resetLinkUsed'), { token: [msg('account.resetLinkUsedField')] });
      await revokeAllRefreshTokens(app.db, user.id);
      app.evictSockets(userRoom(user.id));
      // Whoever just proved they own the mailbox may sign in from here again at once.
      await guard.clearAddress(user.email, normalizeIP(request.ip));
      void reply.localized();
      return { message: msg('account.passwordReset').in(request.language) };
    },
  );
};

export default accounts;
