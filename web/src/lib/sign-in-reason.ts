/**
 * Why a visitor was sent to sign in, said on the sign-in page: pressed "Save" or "Add to My List" while
 * signed out, a first-time visitor was otherwise dropped on a bare "Welcome back" form with no word why.
 */
export type SignInReason = 'save';

/** The router state of a link to /login: the page to come back to once signed in, and why. */
export const signInState = (from: unknown, reason: SignInReason) => ({ from, reason });

/** The reason a sign-in page was opened with, if it was given one. */
export function signInReason(state: unknown): SignInReason | undefined {
  const reason = (state as { reason?: unknown } | null)?.reason;
  return reason === 'save' ? reason : undefined;
}
