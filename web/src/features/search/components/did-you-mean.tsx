import { Link } from 'react-router-dom';

import { Message } from '@/lib/i18n';

type DidYouMeanProps = {
  /** The query as typed, which matched nothing. */
  typed: string;
  /** The corrected query the results below are for. */
  corrected: string;
};

/**
 * Said above results for a corrected query, as search engines do: the query as typed found nothing, these
 * are the results for the corrected one (a link to it, so the address says what is shown).
 */
export function DidYouMean({ typed, corrected }: DidYouMeanProps) {
  return (
    <p className="text-base">
      <Message
        id="search.didYouMean"
        values={{ typed, corrected }}
        components={{
          0: (
            <Link
              to={`/search?${new URLSearchParams({ q: corrected })}`}
              className="rounded-sm font-semibold text-primary underline underline-offset-4 hover:no-underline"
            />
          ),
        }}
      />
    </p>
  );
}
