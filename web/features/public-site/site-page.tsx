// The frame every public page shares: the header stays fixed above a scrolling area that holds the
// page's <main> and the footer, and the page's head entries (title, description, social cards).
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteMeta, type SiteMetaProps } from '../../components/site-meta';
import './site.css';

const MAIN_ID = 'contenido';

/** A new page starts at its top, or at the section its address names (#como-funciona…). */
function useScrollOnNavigation(scroller: React.RefObject<HTMLDivElement | null>): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const area = scroller.current;
    if (!area) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else area.scrollTo({ top: 0 });
  }, [pathname, hash, scroller]);
}

export function SitePage({ children, className = '', meta }: { children: ReactNode; className?: string; meta: SiteMetaProps }) {
  const scroller = useRef<HTMLDivElement>(null);
  useScrollOnNavigation(scroller);
  return (
    <div className={`site ${className}`}>
      <SiteMeta {...meta} />
      <SiteHeader mainId={MAIN_ID} />
      <div className="site-scroll" ref={scroller}>
        <main id={MAIN_ID} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
      </div>
    </div>
  );
}
