import type { Problem } from '@focustube/contracts';

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

/** GET a same-origin API path (e.g. `/api/approved/?page_size=20`) and parse its JSON. */
export async function apiGet<T>(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('Could not reach FocusTube. Check your connection and try again.', 0);
  }
  if (!response.ok) {
    const problem = await readProblem(response);
    const message = problem?.detail || problem?.title || `The request failed (HTTP ${response.status}).`;
    throw new ApiError(message, response.status, problem);
  }
  return (await response.json()) as T;
}
