// Where the members' area is and which page is its landing page (the project catalog). The entry's early
// requests (early-data.ts), the texts of the first render (routes.tsx), the dashboard's skeleton and the
// page the build paints for the landing page (web/prerender.tsx) all go by these. Kept tiny: the entry
// imports it.
export const MEMBERS_LANDING_PATH = '/dashboard';
/** The investor's own KYC screen, linked from the menu, the profile, the invest form and painted ahead by the build. */
export const KYC_PATH = '/dashboard/kyc-verification';
/** The admin's projects list, where the project editor returns to and which the entry asks ahead for. */
export const PROJECTS_LIST_PATH = '/dashboard/projects';

const MEMBERS_AREA = /^\/dashboard(\/|$)/;
const LANDING = /^\/dashboard\/?$/;

export const isMembersArea = (path: string): boolean => MEMBERS_AREA.test(path);
export const isMembersLanding = (path: string): boolean => LANDING.test(path);
