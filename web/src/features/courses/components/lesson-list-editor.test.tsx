import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { LessonListEditor, type EditorLesson } from './lesson-list-editor';

const lesson = (id: string, title: string, hidden = false): EditorLesson => ({
  video: {
    video_id: id,
    title,
    description: '',
    channel_id: null,
    channel_title: 'Kiswahili Kwanza',
    thumbnail_url: '',
    published_at: null,
    duration_seconds: 245,
    assigned_category: 'languages',
    subcategory: null,
    category: 'Education',
    tags: [],
  },
  hidden,
  status: hidden ? 'removed' : 'approved',
});

function Harness({ initial }: { initial: EditorLesson[] }) {
  const [lessons, setLessons] = useState(initial);
  return <LessonListEditor lessons={lessons} onChange={setLessons} />;
}

const order = () =>
  Array.from(document.querySelectorAll('li[data-lesson]')).map((row) => row.getAttribute('data-lesson'));

afterEach(cleanup);

describe('LessonListEditor', () => {
  const lessons = [lesson('AAAAAAAAAAA', 'One'), lesson('BBBBBBBBBBB', 'Two'), lesson('CCCCCCCCCCC', 'Three')];

  it('moves a lesson with the arrow keys on its handle and announces where it went', () => {
    render(<Harness initial={lessons} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Reorder “Three”, lesson 3 of 3' }), { key: 'ArrowUp' });
    expect(order()).toEqual(['AAAAAAAAAAA', 'CCCCCCCCCCC', 'BBBBBBBBBBB']);
    expect(screen.getByRole('status').textContent).toBe('Moved “Three” to position 2 of 3.');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Reorder “Three”, lesson 2 of 3' }), { key: 'Home' });
    expect(order()).toEqual(['CCCCCCCCCCC', 'AAAAAAAAAAA', 'BBBBBBBBBBB']);
  });

  it('moves a lesson dragged onto another one’s place, and ignores a drag that started elsewhere', () => {
    render(<Harness initial={lessons} />);
    const row = (id: string) => document.querySelector(`li[data-lesson="${id}"]`)!;
    const dataTransfer = { effectAllowed: '', setData: () => undefined };
    fireEvent.dragStart(row('AAAAAAAAAAA'), { dataTransfer });
    fireEvent.dragOver(row('CCCCCCCCCCC'), { dataTransfer });
    fireEvent.drop(row('CCCCCCCCCCC'), { dataTransfer });
    expect(order()).toEqual(['BBBBBBBBBBB', 'CCCCCCCCCCC', 'AAAAAAAAAAA']);
    expect(screen.getByRole('status').textContent).toBe('Moved “One” to position 3 of 3.');
    // A file or a link dropped from outside the list moves nothing.
    fireEvent.dragOver(row('BBBBBBBBBBB'), { dataTransfer });
    fireEvent.drop(row('BBBBBBBBBBB'), { dataTransfer });
    expect(order()).toEqual(['BBBBBBBBBBB', 'CCCCCCCCCCC', 'AAAAAAAAAAA']);
  });

  it('moves with the buttons, which stop at either end, and removes a lesson', () => {
    render(<Harness initial={lessons} />);
    expect((screen.getByRole('button', { name: 'Move “One” up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move “One” down' }));
    expect(order()).toEqual(['BBBBBBBBBBB', 'AAAAAAAAAAA', 'CCCCCCCCCCC']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove “Two”' }));
    expect(order()).toEqual(['AAAAAAAAAAA', 'CCCCCCCCCCC']);
    expect(screen.getByRole('status').textContent).toBe('Removed “Two” from the lessons.');
  });

  it('tells moderators which lessons viewers cannot see', () => {
    render(<Harness initial={[lessons[0]!, lesson('DDDDDDDDDDD', 'Gone', true)]} />);
    const rows = document.querySelectorAll('li[data-lesson]');
    expect(rows[0]!.textContent).not.toContain('Hidden from viewers');
    expect(rows[1]!.textContent).toContain('Hidden from viewers: video removed');
  });
});
