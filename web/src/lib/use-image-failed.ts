import { useCallback, useState } from 'react';

/**
 * Whether an image could not load (offline, blocked, gone), and the props that find out: its onError,
 * and a ref that catches a server-rendered image which failed before the page's script was listening
 * (complete, with no pixels). A lazy image not fetched yet is not complete, so it is not taken for failed.
 */
export function useImageFailed() {
  const [failed, setFailed] = useState(false);
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const onError = useCallback(() => setFailed(true), []);
  return { failed, imageProps: { ref, onError } };
}
