import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ADMIN_REPLY, SupportChat } from './support-chat';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const messages = () =>
  within(screen.getByRole('log', { name: 'Chat messages' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

function send(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Your chat message' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('the simulated support chat', () => {
  it('shows the message at once and the admin reply after exactly one second', () => {
    render(<SupportChat />);
    send('  Hello team  ');
    expect(messages()).toEqual(['You: Hello team']);

    act(() => vi.advanceTimersByTime(999));
    expect(messages()).toEqual(['You: Hello team']);

    act(() => vi.advanceTimersByTime(1));
    expect(messages()).toEqual(['You: Hello team', `Admin: ${ADMIN_REPLY}`]);
    expect((screen.getByRole('textbox', { name: 'Your chat message' }) as HTMLInputElement).value).toBe('');
  });

  it('ignores blank messages', () => {
    render(<SupportChat />);
    send('   ');
    act(() => vi.advanceTimersByTime(2000));
    expect(messages()).toEqual([]);
    expect(screen.getByText(/Say hello/)).toBeTruthy();
  });
});
