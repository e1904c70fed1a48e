// The project calls of spec 001 §7 against the BFF (contract: core/projects.ts): the investor catalog and
// one project, the admin list, save/publish, delete, block/unblock, the main image and file removal. Uploads, which
// report progress, are in upload-file.ts. Shapes are core's, written once for the server and the app.
import { apiGet, apiGetPage, apiSend } from '../../../api/client';
import type { DomainFilter } from '../../../components/domain-filter';
import type { ProjectBlockRequest, BlockResult, Project, ProjectSaveInput, ProjectSummary } from '../../../../core/projects';
import type { ApprovalPending } from '../../../../core/approvals';

export const CATALOG_PAGE_SIZE = 12;
export const ADMIN_PAGE_SIZE = 50;

export interface ProjectPage {
  data: ProjectSummary[];
  nextCursor: string | null;
}

function listQuery(limit: number, cursor: string | null, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...extra, limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return `/projects?${query.toString()}`;
}

/** Where a page of the catalog is read: the entry asks for the first one early (web/shell/route-table.ts). */
export const catalogPagePath = (cursor: string | null): string => listQuery(CATALOG_PAGE_SIZE, cursor);

/** The signed-in user's brand, active and completed projects, newest first. */
export function fetchCatalogPage(cursor: string | null): Promise<ProjectPage> {
  return apiGetPage<ProjectSummary[]>(catalogPagePath(cursor));
}

/** The brand the admin's list opens on: every one. */
export const FIRST_ADMIN_BRAND: DomainFilter = 'all';

/** Where a page of the admin's list is read: the entry asks for the first one early (web/shell/route-table.ts). */
export const adminProjectsPagePath = (brand: DomainFilter, cursor: string | null): string => listQuery(ADMIN_PAGE_SIZE, cursor, { admin: 'true', domain: brand });

/** Admins: every project of every status, optionally of one brand. */
export function fetchAdminProjects(brand: DomainFilter, cursor: string | null): Promise<ProjectPage> {
  return apiGetPage<ProjectSummary[]>(adminProjectsPagePath(brand, cursor));
}

/** Where one project is read: the entry asks for it early when a visit opens on its page (web/shell/route-table.ts). */
export const projectPath = (id: string): string => `/projects/${encodeURIComponent(id)}`;

export function fetchProject(id: string): Promise<Project> {
  return apiGet<Project>(projectPath(id));
}

/** Creates (no projectId) or updates; status 'draft' saves, 'active' publishes. */
export function saveProject(input: ProjectSaveInput): Promise<Project> {
  return apiSend<Project>('POST', '/projects', input);
}

export async function deleteProject(id: string): Promise<void> {
  await apiSend<unknown>('DELETE', `/admin/projects/${encodeURIComponent(id)}`);
}

export type BlockAction = ProjectBlockRequest['action'];

/** Blocking is done at once; an unblock is a proposal (issue 57), answered as the request that waits for a second person. */
export function setProjectBlocked(projectId: string, action: BlockAction, reason: string): Promise<BlockResult | ApprovalPending> {
  const body: ProjectBlockRequest = { type: 'project', action, reason, projectId };
  return apiSend<BlockResult | ApprovalPending>('POST', '/block', body);
}

export async function deleteProjectFile(id: string): Promise<void> {
  await apiSend<unknown>('DELETE', `/projects/files/${encodeURIComponent(id)}`);
}

export async function makeMainImage(id: string): Promise<void> {
  await apiSend<unknown>('PATCH', `/projects/files/${encodeURIComponent(id)}`, { isMain: true });
}
