// The shell's outline while the user loads: same frame and sidebar width as the real one, so nothing
// jumps when it arrives. On a screen whose heading needs no data (the route table's `paint`,
// web/shell/route-table.ts) it already shows that heading: the build also renders it as the page the BFF
// sends for that address (web/build/prerender.tsx), so a phone paints it before any script runs, and the
// app's first render shows the same.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../../i18n/i18n';
import { ProjectPreviewOr } from '../kept-preview';
import { paintedHeading, type Heading } from '../route-table';
import { readSidebarExpanded } from './sidebar-state';

const MENU_ROWS = 4;
const CARDS = 3;

/**
 * `expanded`: the sidebar's remembered state, read from this browser's cookie unless given. `content`:
 * what the content area shows (the build's project page, web/build/prerender.tsx); by default a project's
 * preview the page came with (shell/kept-preview.tsx), else the heading or its outline and the cards'.
 */
export function DashboardSkeleton({ expanded = readSidebarExpanded(document.cookie), content }: { expanded?: boolean; content?: ReactNode }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const heading = paintedHeading(pathname, new URLSearchParams(search));
  return (
    <div className="dash dash--skeleton" data-sidebar={expanded ? 'expanded' : 'collapsed'} role="status" aria-busy="true">
      <span className="visually-hidden">{t('dashboard.loading')}</span>
      <div className="dash-sidebar" aria-hidden="true">
        <div className="dash-sidebar__inner">
          <span className="skeleton skeleton--logo" />
          {Array.from({ length: MENU_ROWS }, (_, i) => (
            <span key={i} className="skeleton skeleton--menu" />
          ))}
        </div>
      </div>
      <div className="dash-main" aria-hidden="true">
        <div className="row dash-header">
          <span className="skeleton icon-box" />
          <span className="skeleton skeleton--crumb" />
        </div>
        <div className="dash-scroll">
          <div className="dash-content">{content ?? <ProjectPreviewOr fallback={<ContentOutline heading={heading} />} />}</div>
        </div>
      </div>
    </div>
  );
}

function ContentOutline({ heading }: { heading: Heading | undefined }) {
  const t = useT();
  return (
    <>
      {heading ? (
        <header className="dash-page-header">
          <h1 className="dash-title">{t(heading.title)}</h1>
          {heading.subtitle ? <p className="dash-subtitle">{t(heading.subtitle)}</p> : null}
        </header>
      ) : (
        <>
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line" />
        </>
      )}
      <div className="column-grid column-grid--3">
        {Array.from({ length: CARDS }, (_, i) => (
          <span key={i} className="skeleton skeleton--card" />
        ))}
      </div>
    </>
  );
}
