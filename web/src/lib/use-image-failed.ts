import { useCallback, useState } from 'react';

/**
 * Whether an image could not load (offline, blocked, gone), and the props that find out: its onError,
 * and a ref that catches a server-rendered image which failed before the page's script was listening.
 * Such an image is `complete` with a natural width of 0; so is a loaded image too small for its srcset
 * density (the width rounds down to 0), so decode() decides: it rejects only for an image that cannot be
 * shown.
 */
export function useImageFailed() {
  const [failed, setFailed] = useState(false);
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) img.decode?.().catch(() => setFailed(true));
  }, []);
  const onError = useCallback(() => setFailed(true), []);
  return { failed, imageProps: { ref, onError } };
}
