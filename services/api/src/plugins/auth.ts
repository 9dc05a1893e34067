import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Role } from '@focustube/contracts';
import { schema } from '@focustube/core';
import { ProblemError } from './problems.ts';

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
    signAccessToken(account: Account): string;
    /** Verifies an access token and loads its account; throws a 401 problem otherwise. */
    accountFromToken(token: string): Promise<Account>;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: Role; username: string };
  }
}

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const SIGN_IN = 'Sign in to continue.';

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
    app.decorate('signAccessToken', (account: Account) =>
      app.jwt.sign({ sub: String(account.id), role: account.role, username: account.username }),
    );

    /** The account an access token names, read fresh from the database (roles change take effect at once). */
    async function accountFromToken(token: string): Promise<Account> {
      let payload: { sub: string };
      try {
        payload = app.jwt.verify<{ sub: string }>(token);
      } catch {
        throw new ProblemError(401, 'Your session has expired or is not valid. Sign in again.');
      }
      const [account] = await app.db
        .select({
          id: schema.users.id,
          username: schema.users.username,
          email: schema.users.email,
          role: schema.users.role,
        })
        .from(schema.users)
        .where(eq(schema.users.id, Number(payload.sub)))
        .limit(1);
      if (!account) throw new ProblemError(401, 'This account no longer exists.');
      return account;
    }
    app.decorate('accountFromToken', accountFromToken);

    async function loadAccount(request: FastifyRequest): Promise<Account | null> {
      const header = request.headers.authorization;
      if (!header) return null;
      const bearer = /^Bearer\s+(\S+)$/i.exec(header);
      if (!bearer) throw new ProblemError(401, 'Send the access token as "Authorization: Bearer <token>".');
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
          throw new ProblemError(403, `This needs the ${needed} role, and your account is a ${request.account!.role}.`);
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
