import { createContext, useContext } from 'react';

/**
 * What the server learns while it renders a page: the HTTP status the page stands for (a missing
 * video is a 404, not a 200 page that says so) and, for a watch page, which video was asked for,
 * so the server can answer 410 for one that was removed.
 */
export type PageStatus = { code: number; videoId?: string };

const PageStatusContext = createContext<PageStatus | null>(null);

export const PageStatusProvider = PageStatusContext.Provider;

/** Declares the page's status while the server renders it; nothing in the browser. */
export function usePageStatus(code: number, videoId?: string): void {
  const status = useContext(PageStatusContext);
  if (status) Object.assign(status, { code, videoId });
}
