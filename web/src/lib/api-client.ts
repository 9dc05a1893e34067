import type { Problem } from '@focustube/contracts';

import { translate } from './i18n';

/** A failed API call. `message` is the server's problem+json `detail`, fit to show a reader. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly problem?: Problem,
  ) {
    super(message);
  }
}

async function readProblem(response: Response): Promise<Problem | undefined> {
  try {
    return (await response.json()) as Problem;
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Let the request outlive the page (a report sent as the viewer leaves). */
  keepalive?: boolean;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

// The browser's fetch; the server, which renders public pages with the same code, answers in-process.
let transport: Transport = (path, init) => fetch(path, init);

// The reader's language, sent as Accept-Language on every call so problem details come back in it.
let language = 'en';

/** Sets the language every API call asks for (the page's language; see lib/i18n). */
export function setApiLanguage(next: string): void {
  language = next;
}

/** Where same-origin API paths go: set once by the server renderer. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** Calls a same-origin API path and parses its JSON (undefined for 204); failures throw ApiError. */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, headers, keepalive }: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers: {
        Accept: 'application/json',
        'Accept-Language': language,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    // The device says it has no network (airplane mode, no signal): say so, not that FocusTube is down.
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    throw new ApiError(translate(offline ? 'api.offline' : 'api.unreachable'), 0);
  }
  if (!response.ok) {
    const problem = await readProblem(response);
    const message = problem?.detail || problem?.title || translate('api.failed', { status: response.status });
    throw new ApiError(message, response.status, problem);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** GET a same-origin API path (e.g. `/api/approved/?page_size=20`) and parse its JSON. */
export const apiGet = <T>(path: string, options: { signal?: AbortSignal } = {}) => apiRequest<T>(path, options);
