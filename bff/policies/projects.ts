// Who may see and act on which project (spec 001 §6 and the projects issue): investors and ERIR users see
// their own brand's active and completed projects; admins see every project of every brand. ERIR users
// block and unblock only their own brand's projects; admins act platform-wide.
import { INVESTOR_VISIBLE_STATUSES, type ProjectStatus } from '../../core/projects';
import type { DbUserRow } from '../../db/tables';

export function canSeeProject(user: DbUserRow, project: { domain_id: number; status: ProjectStatus }): boolean {
  if (user.is_admin) return true;
  return project.domain_id === user.domain_id && (INVESTOR_VISIBLE_STATUSES as readonly string[]).includes(project.status);
}

/** Whether the user may block or unblock this project; a caller that may not is answered as if it did not exist. */
export function canBlockProject(user: DbUserRow, project: { domain_id: number }): boolean {
  if (user.is_admin) return true;
  return user.is_erir && project.domain_id === user.domain_id;
}
