import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { ModalDialog } from './dialog';

/** A dialog opened by a plain button (no trigger of Radix's own), as the dashboard's and the editor's are. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        History
      </button>
      <ModalDialog open={open} onOpenChange={setOpen} title="History of the video">
        <p>Approved by amina</p>
      </ModalDialog>
    </>
  );
}

describe('ModalDialog', () => {
  afterEach(cleanup);

  it('gives focus back to what opened it when it closes', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'History' });
    opener.focus();
    await act(async () => fireEvent.click(opener));
    const dialog = await screen.findByRole('dialog', { name: 'History of the video' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
