import type { BulkApproveResult } from '@focustube/contracts';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/**
 * The sentence that ends a bulk approval. Videos without a category stay pending (a bulk approval never
 * publishes into no list), so it says how many were approved and how many still wait for a category.
 */
export function bulkApproveSummary(result: BulkApproveResult): string {
  // A job finished before needs_category_total existed has none.
  const waiting = result.needs_category_total ?? 0;
  // The spec's own text, when nothing is left waiting.
  if (waiting === 0) return 'All videos approved successfully!';
  const where = waiting === 1 ? 'Pick one on its card.' : 'Pick one on each card.';
  if (result.approved === 0) {
    // Every pending video lacked a category unless some were handled elsewhere or gone meanwhile.
    const every = result.already_handled.length === 0 && result.not_found.length === 0;
    const videos =
      waiting === 1
        ? every
          ? 'the pending video needs'
          : '1 pending video needs'
        : `${every ? 'all ' : ''}${count(waiting, 'pending video', 'pending videos')} need`;
    return `No video approved: ${videos} a category first. ${where}`;
  }
  return `${count(result.approved, 'video', 'videos')} approved. ${waiting.toLocaleString('en')} still ${
    waiting === 1 ? 'needs' : 'need'
  } a category: ${where.charAt(0).toLowerCase()}${where.slice(1)}`;
}
