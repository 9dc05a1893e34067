import { sanitizeSearchText } from '@focustube/contracts';
import { useLocation, useSearchParams } from 'react-router-dom';

import { SearchBox } from './search-box';

/** The header's search box: shows the query on /search, and starts afresh after each navigation. */
export function HeaderSearch() {
  const location = useLocation();
  const [params] = useSearchParams();
  const q = location.pathname === '/search' ? (params.get('q') ?? '') : '';
  return <SearchBox key={location.key} initialText={sanitizeSearchText(q)} />;
}
