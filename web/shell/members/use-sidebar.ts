// The sidebar's behaviour (spec 000 §2, §9): on desktop it is expanded (16rem) or collapsed to icons
// (3rem), remembered in a cookie; below 768px it is a drawer (18rem), closed until asked for.
// Ctrl/Cmd+B toggles whichever applies.
import { useCallback, useEffect, useState } from 'react';
import { useIsMobile } from '../use-media-query';
import { readSidebarExpanded, sidebarCookie } from './sidebar-state';

export interface SidebarControls {
  isMobile: boolean;
  /** Desktop: full width with labels, or icons only. */
  expanded: boolean;
  /** Phone: the drawer is showing. Always false on desktop. */
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  toggle: () => void;
}

export function useSidebar(): SidebarControls {
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(() => readSidebarExpanded(document.cookie));
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    document.cookie = sidebarCookie(expanded, window.location.protocol === 'https:');
  }, [expanded]);

  const toggle = useCallback(() => {
    if (isMobile) setDrawerOpen((open) => !open);
    else setExpanded((value) => !value);
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'b' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, expanded, drawerOpen: isMobile && drawerOpen, setDrawerOpen, toggle };
}
