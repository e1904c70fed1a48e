// Demo blockings, so the verified investors screen and the project list show every state after
// `npm start`: part of the demo investor's completed holding frozen, a second verified investor whose
// account is blocked (the account marked BLOCKED in credentials.ts), and the block of the blocked demo
// project — each placed by the demo ERIR user a few days ago, with its reason.
import type { NewBlocking } from '../../db/queries/blockings';
import type { DEMO_ACCOUNTS } from './credentials';
import type { DEMO_PROJECTS } from './projects';

type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
type DemoProjectKey = (typeof DEMO_PROJECTS)[number]['key'];

const DAY_MS = 86_400_000;

interface Placed {
  reason: string;
  daysAgo: number;
}

export const DEMO_TOKEN_BLOCKING: Placed & { investor: DemoAccountKey; project: DemoProjectKey; tokens: number } = {
  investor: 'investor',
  project: 'turia',
  tokens: 10,
  reason: 'Retención cautelar por requerimiento judicial',
  daysAgo: 12,
};
export const DEMO_INVESTOR_BLOCKING: Placed & { investor: DemoAccountKey } = {
  investor: 'blockedInvestor',
  reason: 'Documentación sobre el origen de los fondos pendiente de revisión',
  daysAgo: 8,
};
export const DEMO_PROJECT_BLOCKING: Placed & { project: DemoProjectKey } = {
  project: 'bodega',
  reason: 'Revisión del folleto informativo solicitada por la CNMV',
  daysAgo: 4,
};

export interface DemoBlockingContext {
  now: number;
  userIdOf(account: DemoAccountKey): string;
  projectIdOf(key: DemoProjectKey): string;
}

/** The blockings rows, with the references the database ledger would have answered. */
export function demoBlockingRows({ now, userIdOf, projectIdOf }: DemoBlockingContext): NewBlocking[] {
  const by = userIdOf('erir');
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  return [
    {
      type: 'tokens',
      user_id: userIdOf(DEMO_TOKEN_BLOCKING.investor),
      project_id: projectIdOf(DEMO_TOKEN_BLOCKING.project),
      tokens: DEMO_TOKEN_BLOCKING.tokens,
      reason: DEMO_TOKEN_BLOCKING.reason,
      blocked_by: by,
      blocked_at: at(DEMO_TOKEN_BLOCKING.daysAgo),
      ledger_reference: 'freeze_demo_1',
    },
    {
      type: 'investor',
      user_id: userIdOf(DEMO_INVESTOR_BLOCKING.investor),
      reason: DEMO_INVESTOR_BLOCKING.reason,
      blocked_by: by,
      blocked_at: at(DEMO_INVESTOR_BLOCKING.daysAgo),
      ledger_reference: 'address_freeze_demo_1',
    },
    {
      type: 'project',
      project_id: projectIdOf(DEMO_PROJECT_BLOCKING.project),
      reason: DEMO_PROJECT_BLOCKING.reason,
      blocked_by: by,
      blocked_at: at(DEMO_PROJECT_BLOCKING.daysAgo),
      ledger_reference: 'pause_demo_1',
    },
  ];
}
