// Whether a media query matches, as React state that follows the viewport.
import { useCallback, useSyncExternalStore } from 'react';

/** Below the mobile breakpoint (spec 000 §9: 768px) the dashboard switches to its phone layout. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/**
 * Below 1024px (a tablet held upright) the sidebar leaves a list ~540px: too narrow for an admin table's
 * columns, whose last ones (status, actions) were cut off behind a sideways scroll. Lists show as cards there.
 */
export const NARROW_LIST_QUERY = '(max-width: 1023.98px)';

/** Whether a list shows as cards (phones and upright tablets) rather than as a table. */
export function useListAsCards(): boolean {
  return useMediaQuery(NARROW_LIST_QUERY);
}
