// Who may see which project (spec 001 §6 and the projects issue): investors and ERIR users see their own
// brand's active and completed projects; admins see every project of every brand.
import { INVESTOR_VISIBLE_STATUSES, type ProjectStatus } from '../../core/projects';
import type { DbUserRow } from '../../db/tables';

export function canSeeProject(user: DbUserRow, project: { domain_id: number; status: ProjectStatus }): boolean {
  if (user.is_admin) return true;
  return project.domain_id === user.domain_id && (INVESTOR_VISIBLE_STATUSES as readonly string[]).includes(project.status);
}
