import * as contracts from '@focustube/contracts';

interface ZodLike {
  _zod?: { def?: Record<string, unknown> & { error?: (issue: unknown) => unknown; checks?: ZodLike[] } };
}

/** The message a schema or check was given (`.min(3, '…')`, `{ error: '…' }`, a refine's `message`), if any. */
function ownMessage(node: ZodLike): string | null {
  const error = node._zod?.def?.error;
  if (typeof error !== 'function') return null;
  try {
    const made = error({ code: 'custom', input: undefined, path: [] });
    if (typeof made === 'string') return made;
    if (made && typeof (made as { message?: unknown }).message === 'string')
      return (made as { message: string }).message;
  } catch {
    // A message built from the failing value: not a fixed text.
  }
  return null;
}

/**
 * Every fixed English message the contracts' zod schemas can put in an answer, found by walking each
 * exported schema (objects, pipes, wrappers, lists, unions, their checks and refinements).
 */
export function contractMessages(): Set<string> {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const def = (node as ZodLike)._zod?.def;
    if (!def) return;
    const own = ownMessage(node as ZodLike);
    if (own) found.add(own);
    for (const check of def.checks ?? []) walk(check);
    const shape = def.shape as Record<string, unknown> | undefined;
    if (shape) for (const value of Object.values(shape)) walk(value);
    for (const key of [
      'in',
      'out',
      'innerType',
      'element',
      'schema',
      'catchall',
      'left',
      'right',
      'valueType',
      'keyType',
    ])
      walk(def[key]);
    for (const key of ['options', 'items']) if (Array.isArray(def[key])) for (const o of def[key] as unknown[]) walk(o);
  };
  for (const value of Object.values(contracts)) walk(value);
  return found;
}
