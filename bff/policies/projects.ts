// Who may see and act on which project (spec 001 §6 and the projects issue), on top of what the
// project's status allows (core/projects.ts statusAllows). Investors and ERIR users see their own
// brand's active and completed projects; admins see every project of every brand. ERIR users block
// and unblock only their own brand's projects; every other change is an admin's, platform-wide.
import { hasRole, type RoleFlags } from '../../core/auth';
import type { Investor } from '../../core/investments';
import { INVESTOR_VISIBLE_STATUSES, permissionsWhere, statusAllows, type Project, type ProjectAction, type ProjectPermissions, type ProjectStatus } from '../../core/projects';
import type { DbProjectRow } from '../../db/tables';
import { investPermission } from './investments';

type Actor = RoleFlags & { domain_id: number };
type Target = { domain_id: number; status: ProjectStatus };

export function canSeeProject(user: Actor, project: Target): boolean {
  if (hasRole(user, 'admin')) return true;
  return project.domain_id === user.domain_id && (INVESTOR_VISIBLE_STATUSES as readonly string[]).includes(project.status);
}

/**
 * Whether the user's role lets them take the action on this project at all, whatever its status. A
 * caller that may not is answered as if the project did not exist.
 */
export function mayActOn(user: Actor, action: ProjectAction, project: Pick<Target, 'domain_id'>): boolean {
  if (hasRole(user, 'admin')) return true;
  if (action === 'block' || action === 'unblock') return hasRole(user, 'erir') && project.domain_id === user.domain_id;
  return false;
}

/** The whole permission: the role allows it and so does the project's status. */
export function authorize(user: Actor, action: ProjectAction, project: Target): boolean {
  return mayActOn(user, action, project) && statusAllows(project.status, action);
}

/** Every action's answer for this user and project: what the UI receives with the project. */
export const projectPermissions = (user: Actor, project: Target): ProjectPermissions =>
  permissionsWhere((action) => authorize(user, action, project));

/** What one project's answer says the caller may do with it: the actions above, and investing (`committedCents`: reserved or raised). */
export const projectAnswerPermissions = (user: Actor & Investor, project: DbProjectRow, committedCents: number): Project['can'] => ({
  ...projectPermissions(user, project),
  ...investPermission(
    user,
    { status: project.status, tokenValueCents: project.token_value_cents, totalFundingCents: project.total_funding_cents },
    (project.total_funding_cents ?? 0) - committedCents,
  ),
});
