import { Search } from '@/components/ui/icons';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

import { fieldClasses } from './form-classes';

type SearchBoxProps = {
  /** The field's accessible name ("Search dustbin"). */
  label: string;
  /** Called with the text on Enter (or the button), and with '' when the field is emptied. */
  onSearch: (text: string) => void;
  className?: string;
};

/**
 * The moderation lists' search: asked on Enter (the server answers, so a video far beyond the loaded pages
 * is found), and given up as soon as the field is emptied (its clear button, Escape or deleting the text).
 */
export function SearchBox({ label, onSearch, className = '' }: SearchBoxProps) {
  const t = useT();
  const [draft, setDraft] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <form role="search" onSubmit={submit} className={`flex gap-2 ${className}`}>
      <input
        type="search"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (!event.target.value) onSearch('');
        }}
        placeholder={t('moderated.searchPlaceholder')}
        aria-label={label}
        className={`${fieldClasses} min-w-0 flex-1`}
      />
      <Button type="submit" variant="outline" className="px-3">
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('moderated.search')}</span>
      </Button>
    </form>
  );
}
