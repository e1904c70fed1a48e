// A project's page for investors: one rule for the app's early requests and first screens and for the
// skeleton the BFF sends there (core/prerender-paths.ts). Kept tiny: the entry imports it.

/** A project's page for investors; the project's id is its first group. */
export const PROJECT_PAGE = /^\/dashboard\/projects\/([^/]+)\/view\/?$/;
