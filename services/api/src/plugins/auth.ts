import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Role } from '@focustube/contracts';
import { schema } from '@focustube/core';
import { ProblemError } from '../errors.ts';
import { msg } from '../i18n.ts';

/** The httpOnly cookie that carries a browser's refresh token (the signed-in session). */
export const REFRESH_COOKIE = 'focustube_refresh';
/** Refresh and reset tokens are stored as this hash, never as they are. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who may call a route. Every /api route declares one; the role matrix test reads them all. */
export type Access = 'public' | Role;
const RANK: Record<Access, number> = { public: 0, user: 1, moderator: 2, admin: 3 };

export interface Account {
  id: number;
  username: string;
  email: string;
  role: Role;
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in account, loaded fresh from the database, or null for anonymous callers. */
    account: Account | null;
  }
  interface FastifyInstance {
    routeAccess: RouteAccess[];
    /** An access token for `account`, tied to its sign-in: `sessionId` is the refresh-token family. */
    signAccessToken(account: Account, sessionId: string): string;
    /**
     * Verifies an access token and loads its account, with the sign-in it belongs to; throws a 401
     * problem otherwise, also when that sign-in was ended (signed out, password changed or reset).
     */
    accountFromToken(token: string): Promise<Account & { sessionId: string }>;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** `sid`: the refresh-token family of the sign-in; the token dies with it. */
    payload: { sub: string; role: Role; username: string; sid: string };
  }
}

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const SIGN_IN = msg('auth.signIn');
const EXPIRED = msg('auth.expired');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Bearer access tokens (HS256 pinned on verify), the account of each request, and role checks
 * attached to every route from its declared `config.access`, so no route can be left unguarded.
 * Role checks run in onRequest rather than a preHandler: before validation, so a 400 never tells an
 * unauthorised caller what a protected route expects.
 */
export default fp<{ secret: string }>(
  async (app, { secret }) => {
    await app.register(cookie);
    await app.register(jwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: `${ACCESS_TOKEN_SECONDS}s` },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('account', null);
    app.decorate('routeAccess', [] as RouteAccess[]);
    app.decorate('signAccessToken', (account: Account, sessionId: string) =>
      app.jwt.sign({ sub: String(account.id), role: account.role, username: account.username, sid: sessionId }),
    );

    const u = schema.users;
    /**
     * The account an access token names, read fresh from the database (role changes take effect at once),
     * in the same read as whether its sign-in is still on: a token dies with its sign-in, not 15 minutes later.
     */
    async function accountFromToken(token: string): Promise<Account & { sessionId: string }> {
      let payload: { sub: string; sid?: unknown };
      try {
        payload = app.jwt.verify<{ sub: string; sid?: unknown }>(token);
      } catch {
        throw new ProblemError(401, EXPIRED);
      }
      // Tokens from before sign-ins were named carry no `sid`: the client renews them like expired ones.
      const sessionId = payload.sid;
      if (typeof sessionId !== 'string' || !UUID.test(sessionId)) throw new ProblemError(401, EXPIRED);
      const [row] = await app.db
        .select({
          id: u.id,
          username: u.username,
          email: u.email,
          role: u.role,
          // Written out: drizzle names columns without their table inside sql``, which a subquery would misread.
          signedIn: sql<boolean>`exists (select 1 from refresh_tokens rt where rt.family_id = ${sessionId}::uuid
            and rt.user_id = users.id and rt.revoked_at is null and rt.expires_at > now())`,
        })
        .from(u)
        .where(eq(u.id, Number(payload.sub)))
        .limit(1);
      if (!row) throw new ProblemError(401, msg('auth.accountGone'));
      if (!row.signedIn) throw new ProblemError(401, msg('auth.signInEnded'));
      const { signedIn: _signedIn, ...account } = row;
      return { ...account, sessionId };
    }
    app.decorate('accountFromToken', accountFromToken);

    async function loadAccount(request: FastifyRequest): Promise<Account | null> {
      const header = request.headers.authorization;
      if (!header) return null;
      const bearer = /^Bearer\s+(\S+)$/i.exec(header);
      if (!bearer) throw new ProblemError(401, msg('auth.bearer'));
      return accountFromToken(bearer[1]!);
    }

    // Public routes are the hot path (the catalogue): an anonymous request skips the promise machinery.
    const optionalAccount: onRequestHookHandler = (request, _reply, done) => {
      if (!request.headers.authorization) return done();
      loadAccount(request).then(
        (account) => {
          request.account = account;
          done();
        },
        () => {
          request.account = null;
          done();
        },
      );
    };
    const requireAccount: onRequestHookHandler = async (request) => {
      request.account = await loadAccount(request);
      if (!request.account) throw new ProblemError(401, SIGN_IN);
    };
    // Checked in onRequest, before the body is validated, so a caller without the role learns nothing about the route.
    const requireRole =
      (needed: Access): onRequestHookHandler =>
      async (request: FastifyRequest, _reply: FastifyReply) => {
        if (RANK[request.account!.role] < RANK[needed]) {
          throw new ProblemError(403, msg('auth.role', { needed, role: request.account!.role }));
        }
      };
    const asArray = <T>(hooks: T | T[] | undefined): T[] =>
      hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const access = route.config?.access;
      if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access rule (config.access).`);
      for (const method of [route.method].flat()) app.routeAccess.push({ method, url: route.url, access });
      if (access === 'public') {
        route.onRequest = [...asArray(route.onRequest), optionalAccount];
      } else {
        route.onRequest = [
          ...asArray(route.onRequest),
          requireAccount,
          ...(access === 'user' ? [] : [requireRole(access)]),
        ];
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
