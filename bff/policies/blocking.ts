// Who may see the verified investors and their blockings, and block or unblock what (spec 001 §2, §6;
// the spec leaves who may open the screen open: here admins and ERIR users, nobody else). An ERIR user
// works within their own brand only: another brand's investor, project or blocking answers exactly
// like a missing one. Admins work on every brand. Projects use the project policy (policies/projects.ts).
import { hasRole, type RoleFlags } from '../../core/auth';
import type { MessageKey } from '../../core/messages';

export type BlockActor = RoleFlags & { id: string; domain_id: number };

/** The brand a list shows: an admin's choice (undefined: every brand), always an ERIR user's own. */
export const brandScope = (user: BlockActor, requested: number | undefined): number | undefined => (hasRole(user, 'admin') ? requested : user.domain_id);

/** Whether something of this brand exists for the user at all. */
export const withinReach = (user: BlockActor, target: { domain_id: number }): boolean => hasRole(user, 'admin') || (hasRole(user, 'erir') && target.domain_id === user.domain_id);

/**
 * Why this account's holder may not be blocked or unblocked by the actor, or null. Nobody acts on their
 * own account or tokens (a blocked ERIR user would lift their own block), and an administrator's
 * account is never blocked: admins run the platform, and one admin could otherwise lock out the others.
 */
export function blockRefusal(actor: BlockActor, holder: RoleFlags & { id: string }, what: 'account' | 'tokens'): MessageKey | null {
  if (holder.id === actor.id) return 'block.selfNotBlockable';
  if (what === 'account' && holder.is_admin) return 'block.adminNotBlockable';
  return null;
}
