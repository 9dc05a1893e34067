import { sanitizeSearchText } from '@focustube/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Search } from '@/components/ui/icons';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { useT } from '@/lib/i18n';

import { useSuggestions } from '../api/get-suggestions';
import { searchVideosQueryOptions } from '../api/search-videos';
import type { SuggestionOption } from '../fallback-suggestions';
import { cleanSuggestionTitle } from '../sanitize';

/** The list stays this long after the box loses focus (spec §4), so a click on it still lands. */
export const SUGGESTIONS_CLOSE_DELAY_MS = 200;

export const searchPagePath = (q: string) => `/search?${new URLSearchParams({ q })}`;
export const suggestionPath = (id: string) => `/video_input/${encodeURIComponent(id)}`;

/** The header's search box: a combobox of suggestions; Enter searches for the text typed. */
export function SearchBox({ initialText = '' }: { initialText?: string }) {
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { suggestions, isFallback } = useSuggestions(text);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const t = useT();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function search(q: string) {
    close();
    // Start the results request now rather than after the results page's code arrives.
    void queryClient.prefetchInfiniteQuery(searchVideosQueryOptions(q));
    void navigate(searchPagePath(q));
  }

  function choose(suggestion: SuggestionOption) {
    if (suggestion.id) {
      close();
      void navigate(suggestionPath(suggestion.id));
    } else {
      search(suggestion.title);
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const next = sanitizeSearchText(input.value);
    if (next !== input.value) {
      // Keep the caret where it was rather than letting it jump to the end.
      const caret = sanitizeSearchText(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
      input.value = next;
      input.setSelectionRange(caret, caret);
    }
    setText(next);
    setOpen(next.trim().length > 0);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setOpen(true);
        // Positions run -1 (the text itself) to count - 1 and wrap around.
        setActive(expanded ? ((activeIndex + 1 + step + count + 1) % (count + 1)) - 1 : step === 1 ? 0 : count - 1);
        return;
      }
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault();
          choose(suggestions[activeIndex]!);
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    if (q) search(q);
  }

  return (
    // A plain GET to /search?q=… before the page's code runs, or without it (Opera Mini, data savers); with
    // it, the results open in the app, as the 404 page's own search form does.
    <form role="search" action="/search" onSubmit={onSubmit} className="relative w-full">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={`${id}-input`}
        name="q"
        type="text"
        role="combobox"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('search.label')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={text}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          if (text.trim()) setOpen(true);
        }}
        onBlur={() => {
          clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(close, SUGGESTIONS_CLOSE_DELAY_MS);
        }}
        className="h-10 w-full rounded-full border border-border bg-card pl-9 pr-4 text-sm text-card-foreground shadow-xs outline-none transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-[min(24rem,70dvh)] overflow-y-auto rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id ?? suggestion.title}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // Keep focus in the box so the blur timer does not race the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            className="flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2 text-sm hover:bg-muted aria-selected:bg-accent aria-selected:text-accent-foreground"
          >
            <Search aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="line-clamp-2">{cleanSuggestionTitle(suggestion.title)}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded
          ? t(isFallback ? 'search.suggestionsStatusOffline' : 'search.suggestionsStatus', {
              count: suggestions.length,
            })
          : ''}
      </p>
    </form>
  );
}
