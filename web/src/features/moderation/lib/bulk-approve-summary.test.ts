import type { BulkApproveResult } from '@focustube/contracts';
import { describe, expect, it } from 'vitest';

import { bulkApproveSummary } from './bulk-approve-summary';

const result = (approved: number, waiting: number, extra: Partial<BulkApproveResult> = {}): BulkApproveResult => ({
  approved,
  already_handled: [],
  not_found: [],
  needs_category: [],
  needs_category_total: waiting,
  ...extra,
});

describe('the bulk approval result sentence', () => {
  it('says plainly that nothing was approved when every pending video lacks a category', () => {
    expect(bulkApproveSummary(result(0, 5507))).toBe(
      'No video approved: all 5,507 pending videos need a category first. Pick one on each card.',
    );
    expect(bulkApproveSummary(result(0, 1))).toBe(
      'No video approved: the pending video needs a category first. Pick one on its card.',
    );
    // Not "all" when some were handled by someone else meanwhile.
    expect(bulkApproveSummary(result(0, 2, { not_found: ['AAAAAAAAAAA'] }))).toBe(
      'No video approved: 2 pending videos need a category first. Pick one on each card.',
    );
  });

  it('counts in the singular and the plural', () => {
    expect(bulkApproveSummary(result(1, 1))).toBe('1 video approved. 1 still needs a category: pick one on its card.');
    expect(bulkApproveSummary(result(1200, 5507))).toBe(
      '1,200 videos approved. 5,507 still need a category: pick one on each card.',
    );
  });

  it("keeps the spec's text when nothing is left waiting", () => {
    expect(bulkApproveSummary(result(3, 0))).toBe('All videos approved successfully!');
    expect(bulkApproveSummary(result(0, 0))).toBe('All videos approved successfully!');
  });
});
