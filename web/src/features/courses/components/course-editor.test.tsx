import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { STATIC_CATEGORY_TREE } from '@/lib/static-categories';

import { CourseEditor } from './course-editor';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn(), useToastClearance: () => undefined }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What a screen reader reads after the field's name: the elements its aria-describedby names. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? document.getElementById(id)?.textContent : ''))
    .join(' ')
    .trim();

/** The editor of a new course, with a server that answers every course call with `problem`. */
function renderNewCourseAnswering(problem: { status: number }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/categories') return Response.json(STATIC_CATEGORY_TREE);
      if (path.startsWith('/api/moderation/courses'))
        return Response.json(problem, {
          status: problem.status,
          headers: { 'content-type': 'application/problem+json' },
        });
      return new Response(null, { status: 404 });
    }),
  );
  // A data router, as the app's: the editor guards unsaved work with its blocker.
  const router = createMemoryRouter([{ path: '/', element: <CourseEditor slug="new" /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the course editor', () => {
  it('ties each error the server finds to its field, the selects too: invalid, and read with it', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Some fields need attention.',
      errors: {
        assigned_category: ['Choose a category from the menus.'],
        subcategory: ['This subcategory is not in Technology.'],
      },
    };
    renderNewCourseAnswering(problem);
    await userEvent.type(screen.getByRole('textbox', { name: /title/i }), 'Python from zero');
    await userEvent.click(screen.getByRole('button', { name: 'Create course' }));

    const category = screen.getByRole('combobox', { name: 'Category' });
    await vi.waitFor(() => expect(category.getAttribute('aria-invalid')).toBe('true'));
    expect(description(category)).toBe('Choose a category from the menus.');
    const subcategory = screen.getByRole('combobox', { name: 'Subcategory' });
    expect(subcategory.getAttribute('aria-invalid')).toBe('true');
    expect(description(subcategory)).toBe('This subcategory is not in Technology.');
  });

  it('shows an address another course has on the Address field, not as somebody else’s change, and lets it be fixed', async () => {
    const taken = 'Another course already has the address "python-from-zero". Choose another one.';
    const problem = {
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: taken,
      errors: { slug: [taken] },
      current: { version: 3, actor: 'amina', at: '2026-11-20T10:00:00.000Z' },
    };
    renderNewCourseAnswering(problem);
    await userEvent.type(screen.getByRole('textbox', { name: /title/i }), 'Python from zero');
    await userEvent.type(screen.getByRole('textbox', { name: /address/i }), 'python-from-zero');
    await userEvent.click(screen.getByRole('button', { name: 'Create course' }));

    const address = screen.getByRole('textbox', { name: /address/i });
    await vi.waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    expect(description(address)).toContain(taken);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Create course' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
