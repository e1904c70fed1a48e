// The screens a members' visit may open with whose code loads on demand, beyond the members' area's own
// (members-area.ts, which brings the catalog, its landing screen). The entry starts the area's code and
// the screen's at once (web/app/early-data.ts), alongside the app's own code, instead of once the app
// has started and the routes have rendered; the routes then draw them in the same pass
// (web/app/code-loader.ts). Kept small: the entry imports it, not the screens.
import { INVESTMENTS_PATH } from '../../core/investments-address';
import { PROJECT_PAGE } from '../../core/project-address';
import { codeLoader, type CodeLoader } from './code-loader';
import { loadMembersArea } from './members-area';
import { KYC_PATH, PROJECTS_LIST_PATH } from './members-paths';

/** The investing part the routes put beside a project's figures: it loads with the project's page. */
export const loadInvestSection = codeLoader(() => import('../features/investments/invest-section').then((m) => m.InvestSection));
export const loadProjectDetailPage = codeLoader(() =>
  Promise.all([import('../features/projects/project-detail-page'), loadInvestSection()]).then(([m]) => m.ProjectDetailPage),
);
export const loadAdminProjectsPage = codeLoader(() => import('../features/projects/admin-projects-page').then((m) => m.AdminProjectsPage));
export const loadInvestmentsPage = codeLoader(() => import('../features/investments/investments-page').then((m) => m.InvestmentsPage));
export const loadInvestmentDetailPage = codeLoader(() => import('../features/investments/investment-detail-page').then((m) => m.InvestmentDetailPage));
export const loadKycPage = codeLoader(() => import('../features/kyc/kyc-page').then((m) => m.KycPage));

export const INVESTMENTS_PAGE = new RegExp(`^${INVESTMENTS_PATH}/?$`);
export const ADMIN_PROJECTS_PAGE = new RegExp(`^${PROJECTS_LIST_PATH}/?$`);
export const KYC_PAGE = new RegExp(`^${KYC_PATH}/?$`);
/** One investment's page; its id is the first group. */
export const INVESTMENT_PAGE = new RegExp(`^${INVESTMENTS_PATH}/([^/]+)/?$`);

const FIRST_SCREENS: readonly [RegExp, CodeLoader<unknown>][] = [
  [PROJECT_PAGE, loadProjectDetailPage],
  [ADMIN_PROJECTS_PAGE, loadAdminProjectsPage],
  [INVESTMENTS_PAGE, loadInvestmentsPage],
  [INVESTMENT_PAGE, loadInvestmentDetailPage],
  [KYC_PAGE, loadKycPage],
];

/** Whether the screen at `pathname` has code of its own beyond the members' area's. */
export const hasOwnScreenCode = (pathname: string): boolean => FIRST_SCREENS.some(([path]) => path.test(pathname));

/** The members' area's code and, if a visit may open with it, the code of the screen at `pathname`. */
export function membersScreenCode(pathname: string): Promise<unknown> {
  return Promise.all([loadMembersArea(), FIRST_SCREENS.find(([path]) => path.test(pathname))?.[1]()]);
}
