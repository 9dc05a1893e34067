import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LoadMoreSentinel } from './load-more-sentinel';

/** jsdom lays nothing out: give a box the scroll geometry a browser would. */
function setGeometry(box: HTMLElement, { height, viewport }: { height: number; viewport: number }) {
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: viewport });
}
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => {
  cleanup();
  const root = document.documentElement;
  Reflect.deleteProperty(root, 'scrollHeight');
  Reflect.deleteProperty(root, 'clientHeight');
  root.scrollTop = 0;
});

describe('LoadMoreSentinel', () => {
  it('loads at once when the page is too short to scroll', () => {
    const onVisible = vi.fn();
    render(<LoadMoreSentinel onVisible={onVisible} />);
    expect(onVisible).toHaveBeenCalledTimes(1);
  });

  it('loads within 30 px of the bottom of the page, not before', async () => {
    const root = document.documentElement;
    setGeometry(root, { height: 3000, viewport: 900 });
    const onVisible = vi.fn();
    render(<LoadMoreSentinel onVisible={onVisible} />);
    expect(onVisible).not.toHaveBeenCalled();
    root.scrollTop = 3000 - 900 - 100;
    fireEvent.scroll(document);
    await frame();
    expect(onVisible).not.toHaveBeenCalled();
    root.scrollTop = 3000 - 900 - 20;
    fireEvent.scroll(document);
    await frame();
    expect(onVisible).toHaveBeenCalledTimes(1);
    // Scrolling about near the bottom does not ask again; leaving and coming back does.
    root.scrollTop = 3000 - 900 - 10;
    fireEvent.scroll(document);
    await frame();
    expect(onVisible).toHaveBeenCalledTimes(1);
  });

  it('measures a list that scrolls on its own from the bottom of its container, with its own margin', async () => {
    setGeometry(document.documentElement, { height: 3000, viewport: 900 });
    const onVisible = vi.fn();
    const sideList = (withSentinel: boolean) => (
      <div data-testid="side" style={{ overflowY: 'auto' }}>
        {withSentinel && <LoadMoreSentinel margin={33} onVisible={onVisible} />}
      </div>
    );
    const { getByTestId, rerender } = render(sideList(false));
    const side = getByTestId('side');
    setGeometry(side, { height: 2000, viewport: 700 });
    rerender(sideList(true));
    expect(onVisible).not.toHaveBeenCalled();
    side.scrollTop = 2000 - 700 - 40;
    fireEvent.scroll(side);
    await frame();
    expect(onVisible).not.toHaveBeenCalled();
    side.scrollTop = 2000 - 700 - 32;
    fireEvent.scroll(side);
    await frame();
    expect(onVisible).toHaveBeenCalledTimes(1);
  });
});
