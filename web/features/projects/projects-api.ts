// The investor's calls for projects (spec 001 §7): a page of the catalog and one project. Shapes are
// core/projects.ts's, written once for the server and the app.
import { apiGet, apiGetPage } from '../../api/client';
import type { Project, ProjectSummary } from '../../../core/projects';

export const CATALOG_PAGE_SIZE = 12;

export function fetchCatalogPage(cursor: string | null): Promise<{ data: ProjectSummary[]; nextCursor: string | null }> {
  const query = new URLSearchParams({ limit: String(CATALOG_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiGetPage<ProjectSummary[]>(`/projects?${query.toString()}`);
}

export function fetchProject(id: string): Promise<Project> {
  return apiGet<Project>(`/projects/${encodeURIComponent(id)}`);
}
