import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { preloadable } from './preloadable';

const Menu = ({ name }: { name: string }) => <nav>{`${name} menu`}</nav>;
const page = (Component: typeof Menu) =>
  renderToString(
    <Suspense fallback={<span>placeholder</span>}>
      <Component name="Account" />
    </Suspense>,
  );

describe('preloadable', () => {
  it('suspends while its code is not in, and renders at once (no fallback) once preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Menu));
    const Lazy = preloadable(load);
    // renderToString cannot wait: what a first render shows.
    expect(page(Lazy)).toContain('placeholder');
    await Lazy.preload();
    expect(page(Lazy)).toContain('Account menu');
    expect(page(Lazy)).not.toContain('placeholder');
    // One download, however often it is asked for.
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Menu);
    const Component = preloadable(load);
    await expect(Component.preload()).rejects.toThrow('offline');
    await Component.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(page(Component)).toContain('Account menu');
  });
});
