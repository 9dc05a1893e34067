import type { BulkApproveResult } from '@focustube/contracts';

import { translate } from '@/lib/i18n';

/**
 * The sentence that ends a bulk approval. Videos without a category stay pending (a bulk approval never
 * publishes into no list), so it says how many were approved and how many still wait for a category.
 */
export function bulkApproveSummary(result: BulkApproveResult): string {
  // A job finished before needs_category_total existed has none.
  const waiting = result.needs_category_total ?? 0;
  // The spec's own text, when nothing is left waiting.
  if (waiting === 0) return translate('bulk.allApproved');
  if (result.approved === 0) {
    // Every pending video lacked a category unless some were handled elsewhere or gone meanwhile.
    const every = result.already_handled.length === 0 && result.not_found.length === 0;
    if (waiting === 1) return translate(every ? 'bulk.noneApprovedTheOne' : 'bulk.noneApprovedOne');
    return translate(every ? 'bulk.noneApprovedAll' : 'bulk.noneApprovedSome', { count: waiting });
  }
  return translate('bulk.someApproved', { approved: result.approved, waiting });
}
