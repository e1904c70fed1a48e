// Who may export the holder register of which brand (docs/register.md): admins every brand, ERIR users
// only their own — the register holds the identity of every investor of the brand, so it goes no
// further than the entity that keeps that brand's register. Investors never (the route's role guard).
import { hasRole, type RoleFlags } from '../../core/auth';

type Actor = RoleFlags & { domain_id: number };

/** The brand an export covers when the caller names none: every brand for admins, their own for ERIR users. */
export const defaultRegisterDomain = (user: Actor): number | undefined => (hasRole(user, 'admin') ? undefined : user.domain_id);

/** Whether the user may export the register of that brand (undefined: every brand). */
export function mayExportRegister(user: Actor, domainId: number | undefined): boolean {
  if (hasRole(user, 'admin')) return true;
  return hasRole(user, 'erir') && domainId === user.domain_id;
}
