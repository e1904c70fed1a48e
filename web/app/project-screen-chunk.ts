// A project's page and its investing part load together (first-screens.ts) and arrive as one chunk
// (chunk-groups.ts), which its prerendered page names in its head (web/prerender.tsx): one place for
// the names both the build and the prerender go by.
export const PROJECT_SCREEN_CHUNK = 'project-screen';

/** The modules a project's page opens with, relative to web/. */
export const PROJECT_SCREEN_MODULES = ['features/projects/project-detail-page.tsx', 'features/investments/invest-section.tsx'];
