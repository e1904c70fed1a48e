// React.lazy that draws the component in the same pass when its code has already arrived (a loader
// with `loaded`, web/app/code-loader.ts), instead of suspending once: the loading fallback would flash
// and React would hold the component back for up to 300 ms before revealing it.
import { lazy, useState, type ComponentType } from 'react';
import type { Loadable } from '../app/code-loader';

/** `onLoad` runs when the code has to be fetched (to fetch what it needs alongside it). */
export function lazyComponent<P extends object>(load: Loadable<ComponentType<P>>, onLoad?: () => void): ComponentType<P> {
  const Lazy = lazy(async () => {
    onLoad?.();
    return { default: await load() };
  });
  return function LazyComponent(props: P) {
    // Read once per mount: turning from the lazy component into the loaded one later would remount it.
    const [Loaded] = useState(() => load.loaded?.());
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}
