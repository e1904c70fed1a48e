// The sidebar's menus (spec 000 §2 "Dashboard shell"): which entries a user sees and which one is
// active for the current address.
import {
  cashOutline,
  checkmarkDoneOutline,
  compassOutline,
  fingerPrintOutline,
  folderOpenOutline,
  idCardOutline,
  linkOutline,
  peopleOutline,
  shieldCheckmarkOutline,
  walletOutline,
} from 'ionicons/icons';
import { hasRole, type Role, type RoleFlags } from '../../../core/auth';
import { asksForEveryInvestment } from '../../features/investments/api/investment-paths';
import type { MessageKey } from '../../i18n/catalogs';
import { ALL_INVESTMENTS_PATH, APPROVALS_PATH, INVESTMENTS_PATH, KYC_PATH, LANDING_PATH, PROJECTS_LIST_PATH, screenPath } from '../route-table';
import type { Profile } from '../session';

export interface NavItem {
  id: string;
  labelKey: MessageKey;
  to: string;
  icon: string;
  active: boolean;
  /** A count beside the label (the requests waiting for the caller's decision); none when 0. */
  count?: number;
}

export interface Where {
  pathname: string;
  search: string;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The path itself or anything below it, by whole segments (/dashboard/users is not /dashboard/users-kyc). */
function isUnder(pathname: string, base: string): boolean {
  const path = normalise(pathname);
  return path === base || path.startsWith(`${base}/`);
}

const isAdminListing = (search: string): boolean => asksForEveryInvestment(new URLSearchParams(search));

export function needsKyc(profile: Pick<Profile, 'kyc_status'>): boolean {
  return profile.kyc_status !== 'ok';
}

export function userMenu(profile: Pick<Profile, 'kyc_status'>, where: Where): NavItem[] {
  const items: NavItem[] = [
    {
      id: 'opportunities',
      labelKey: 'dashboard.menu.opportunities',
      to: LANDING_PATH,
      icon: compassOutline,
      active: normalise(where.pathname) === LANDING_PATH,
    },
    {
      id: 'investments',
      labelKey: 'dashboard.menu.investments',
      to: INVESTMENTS_PATH,
      icon: walletOutline,
      active: isUnder(where.pathname, INVESTMENTS_PATH) && !isAdminListing(where.search),
    },
  ];
  if (needsKyc(profile)) {
    items.push({
      id: 'kyc',
      labelKey: 'dashboard.menu.verify',
      to: KYC_PATH,
      icon: shieldCheckmarkOutline,
      active: isUnder(where.pathname, KYC_PATH),
    });
  }
  return items;
}

/**
 * The privileged menu: everything for an admin; for an ERIR user who is not an admin 'Aprobaciones' (the
 * unblocks and releases they approve, issue 57) and 'Inversores', the screen where they block and
 * unblock (spec 001 §6). Each entry names the role its routes need, the rule the route guards and the BFF apply.
 */
export function adminMenu(profile: RoleFlags, where: Where, pendingApprovals = 0): NavItem[] {
  const items: (NavItem & { role: Role })[] = [
    {
      id: 'projects',
      role: 'admin',
      labelKey: 'dashboard.menu.projects',
      to: PROJECTS_LIST_PATH,
      icon: folderOpenOutline,
      active: isUnder(where.pathname, PROJECTS_LIST_PATH),
    },
    {
      id: 'all-investments',
      role: 'admin',
      labelKey: 'dashboard.menu.investments',
      to: ALL_INVESTMENTS_PATH,
      icon: cashOutline,
      active: isUnder(where.pathname, INVESTMENTS_PATH) && isAdminListing(where.search),
    },
    {
      id: 'approvals',
      role: 'erir',
      labelKey: 'dashboard.menu.approvals',
      to: APPROVALS_PATH,
      icon: checkmarkDoneOutline,
      active: isUnder(where.pathname, APPROVALS_PATH),
      count: pendingApprovals,
    },
    {
      id: 'investors',
      role: 'erir',
      labelKey: 'dashboard.menu.investors',
      to: screenPath('investors'),
      icon: peopleOutline,
      active: isUnder(where.pathname, screenPath('investors')),
    },
    {
      id: 'users',
      role: 'admin',
      labelKey: 'dashboard.menu.users',
      to: screenPath('users'),
      icon: idCardOutline,
      active: isUnder(where.pathname, screenPath('users')),
    },
    {
      id: 'audit',
      role: 'admin',
      labelKey: 'dashboard.menu.audit',
      to: screenPath('audit'),
      icon: fingerPrintOutline,
      active: isUnder(where.pathname, screenPath('audit')),
    },
    {
      id: 'chain',
      role: 'admin',
      labelKey: 'dashboard.menu.chain',
      to: screenPath('chain'),
      icon: linkOutline,
      active: isUnder(where.pathname, screenPath('chain')),
    },
  ];
  return items.filter((item) => hasRole(profile, item.role)).map(({ role: _role, ...item }) => item);
}

/** The privileged menu's heading: 'Administrador' for admins, 'ERIR' for an ERIR user's single entry. */
export const adminMenuTitle = (profile: RoleFlags): MessageKey => (profile.is_admin ? 'dashboard.menu.admin' : 'role.erir');
