import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code loads apart from the page's, like React.lazy, that can be fetched ahead
 * (`preload()`): once its code is in, it renders at once instead of suspending. A lazy component suspends
 * on its first render even when its code is already loaded, and in a page the browser renders, React then
 * holds back what a Suspense boundary reveals for up to 300 ms after its fallback showed: the header's
 * menus came to life 300–500 ms after their code had.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const lazyOne = () => lazy(async () => ({ default: await preload() }));
  // React.lazy keeps a failure for good: after one, the next mount gets a fresh one, which tries again.
  let Lazy = lazyOne();
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (offline, a deploy in between) may be tried again.
        loading = undefined;
        Lazy = lazyOne();
        throw error;
      },
    ));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would mount it afresh.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as ComponentType<P>));
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
