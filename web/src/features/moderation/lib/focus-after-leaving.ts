/**
 * A card about to leave a list (`attribute` names each card by its video id) takes the focused button with
 * it: the place moves to the card after it (else the one before it), or to `fallback` (the list's heading)
 * when none is left, in view either way; unless focus has moved elsewhere meanwhile. Call it before the
 * card leaves.
 */
export function focusAfterLeaving(
  list: HTMLElement | null,
  attribute: string,
  videoId: string,
  fallback: HTMLElement | null,
): void {
  const cards = [...(list?.querySelectorAll<HTMLElement>(`[${attribute}]`) ?? [])];
  const at = cards.findIndex((card) => card.getAttribute(attribute) === videoId);
  const active = document.activeElement;
  if (active && active !== document.body && !cards[at]?.contains(active)) return;
  const next = at === -1 ? undefined : (cards[at + 1] ?? cards[at - 1]);
  requestAnimationFrame(() => {
    const target = next?.isConnected ? next : fallback;
    target?.focus();
    target?.scrollIntoView({ block: 'nearest' });
  });
}
