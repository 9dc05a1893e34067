import {
  cookieValue,
  SESSION_HINT_COOKIE,
  type loginSchema,
  type Role,
  type tokenPairSchema,
  type User,
} from '@focustube/contracts';
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';

import { showToast } from '@/components/ui/toast';

import { ApiError, apiRequest, type RequestOptions } from './api-client';
import { translate } from './i18n';

/**
 * The signed-in session. The access token lives only in memory; the refresh token is an httpOnly
 * cookie the browser sends to /api/token/refresh/, so a reload signs the user back in silently.
 */
export type SessionState =
  { status: 'loading'; user: null } | { status: 'signed-in'; user: User } | { status: 'signed-out'; user: null };

type TokenPair = z.infer<typeof tokenPairSchema>;
type LoginInput = z.infer<typeof loginSchema>;

const LOADING: SessionState = { status: 'loading', user: null };
let state: SessionState = LOADING;
let accessToken: string | null = null;
let expiresAt = 0;
let refreshing: Promise<string | null> | null = null;
/** The last refresh was answered "no sign-in here" (401), not lost to the network or a server error. */
let lastRefreshRefused = false;
const listeners = new Set<() => void>();
const tokenListeners = new Set<(token: string | null) => void>();

function setAccessToken(token: string | null) {
  if (token === accessToken) return;
  accessToken = token;
  for (const listener of tokenListeners) listener(token);
}

/** Hears every new access token (a sign-in, a renewal) and its loss (a sign-out); returns the unsubscribe. */
export function onAccessTokenChange(listener: (token: string | null) => void): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function keep(pair: TokenPair) {
  // Renew a little before the server would refuse it.
  expiresAt = Date.now() + (pair.access_expires_in - 30) * 1000;
  setAccessToken(pair.access);
}

/** Swaps the refresh cookie for a new access token; one request at a time however many callers ask. */
function refresh(): Promise<string | null> {
  refreshing ??= apiRequest<TokenPair>('/api/token/refresh/', { method: 'POST' })
    .then((pair) => {
      keep(pair);
      return pair.access;
    })
    .catch((error: unknown) => {
      lastRefreshRefused = error instanceof ApiError && error.status === 401;
      setAccessToken(null);
      if (state.status !== 'signed-out') setState({ status: 'signed-out', user: null });
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** A new access token even if the one held looks valid (the server refused it); null when signed out. */
export async function renewAccessToken(): Promise<string | null> {
  return state.status === 'signed-out' ? null : refresh();
}

/** A valid access token, renewed when it is about to expire; null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  if (accessToken && Date.now() < expiresAt) return accessToken;
  if (state.status === 'signed-out') return null;
  return refresh();
}

/** An API call as the signed-in user: retried once with a fresh token if the server says it expired. */
export async function authRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const call = (token: string | null) =>
    apiRequest<T>(path, {
      ...options,
      headers: { ...options.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  try {
    return await call(await getAccessToken());
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || state.status !== 'signed-in') throw error;
    return call(await refresh());
  }
}

async function loadUser() {
  const user = await authRequest<User>('/api/user/');
  setState({ status: 'signed-in', user });
}

/** Remembers that this browser has been answered with the sign-in hint (SESSION_HINT_COOKIE) or its absence. */
const HINT_KNOWN = 'focustube:session-hint';

const hasSignInHint = () => cookieValue(document.cookie, SESSION_HINT_COOKIE) !== null;

function hintKnown(): boolean {
  try {
    return localStorage.getItem(HINT_KNOWN) !== null;
  } catch {
    return false; // Storage refused (a private window, a full disk): ask, as before the hint.
  }
}

function rememberHintKnown() {
  try {
    localStorage.setItem(HINT_KNOWN, '1');
  } catch {
    // Not remembered: the next page load asks again.
  }
}

/**
 * On start: a refresh cookie, if the browser has one, signs the user back in. The server sets a cookie
 * the script can read beside the httpOnly refresh cookie and clears both together, so without it a
 * visitor's page load asks for no session. A browser never answered yet (a sign-in older than the hint)
 * asks; once the server has answered (a sign-in, or none), the hint decides.
 */
export async function restoreSession(): Promise<void> {
  if (!hasSignInHint() && hintKnown()) {
    setState({ status: 'signed-out', user: null });
    return;
  }
  const token = await refresh();
  if (token !== null || lastRefreshRefused) rememberHintKnown();
  if (token === null) return;
  await loadUser().catch(() => setState({ status: 'signed-out', user: null }));
}

export async function signIn(email: string, password: string): Promise<User> {
  keep(await apiRequest<TokenPair>('/api/login/', { method: 'POST', body: { email, password } satisfies LoginInput }));
  await loadUser();
  return (state as { user: User }).user;
}

export async function signOut(): Promise<void> {
  await apiRequest('/api/logout/', { method: 'POST' }).catch(() => undefined);
  setAccessToken(null);
  setState({ status: 'signed-out', user: null });
}

const ROLE_CHANGED = { admin: 'account.nowAdmin', moderator: 'account.nowModerator', user: 'account.nowUser' } as const;

let followingRole: Promise<void> | null = null;

/**
 * An admin changed this account's role (its socket heard so): a token naming the new role, the account
 * read again so the screens and menus follow it, and a word about it. Still signed in either way.
 */
export function followRoleChange(role: Role): Promise<void> {
  if (state.status !== 'signed-in' || state.user.role === role) return Promise.resolve();
  // The news can come twice (the admin's change, then the reconnecting socket's own check): followed once.
  followingRole ??= (async () => {
    const before = state.user?.role;
    await renewAccessToken();
    await loadUser().catch(() => undefined);
    // Said as the account now is (two quick changes end where the last one left it), and only if it changed.
    const now = state.user?.role;
    if (now && now !== before) showToast(translate(ROLE_CHANGED[now]), { duration: 10_000 });
  })().finally(() => {
    followingRole = null;
  });
  return followingRole;
}

/** The session as it is now (outside React). */
export const getSessionState = (): SessionState => state;

/** Re-reads the account (after settings change it). */
export const reloadUser = () => loadUser();

export function useSession(): SessionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    // A server-rendered page is the same for everyone; the browser restores the session after hydrating.
    () => LOADING,
  );
}
