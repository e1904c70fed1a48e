// The members' area's code (web/app/members-frame.tsx), loaded once: started by the entry on a members'
// page (first-screens.ts) and drawn by the app's routes (routes.tsx) in the same pass once it is here.
// Its own module, apart from the screens' loaders: the start-up code imports it, and what the start-up
// code may load on demand is what the build keeps out of the members' chunk (app/chunk-groups.ts).
import { codeLoader } from './code-loader';

export const loadMembersArea = codeLoader(() => import('../shell/members-frame').then((m) => m.MembersArea));
