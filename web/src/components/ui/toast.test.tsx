import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ThemeProvider } from '@/lib/theme';

import { showToast } from './toast';
import ToastRegion from './toast-region';

async function renderRegion() {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  render(
    <ThemeProvider>
      <ToastRegion />
    </ThemeProvider>,
  );
  // The region loads its library on its own; let it settle.
  await act(async () => {});
}

describe('showToast', () => {
  afterEach(cleanup);

  it('announces a notice politely, a failure at once, and lets the reader dismiss them', async () => {
    await renderRegion();
    await act(async () => {
      showToast('Added to My List');
      showToast("Couldn't add it to My List: offline", { role: 'alert' });
    });
    expect((await screen.findByRole('status')).textContent).toContain('Added to My List');
    expect((await screen.findByRole('alert')).textContent).toContain("Couldn't add it to My List: offline");

    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1), { timeout: 3000 });
  });
});
