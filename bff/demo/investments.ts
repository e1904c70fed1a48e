// Demo investments: every status of the six steps (and a rejection) in both brands, so the investor's
// list and detail, the admin's list with its filter, the funding bars and the holdings all have
// something to show after `npm start`. Dates walk backwards from now, one step a few days apart.
import { createHash } from 'node:crypto';
import { creditorReference, INVESTMENT_STEPS, timestampsOfStep, type InvestmentStatus } from '../../core/investments';
import { toCents } from '../../core/money';
import type { DbInvestmentRow } from '../../db/tables';
import type { NewMint } from '../../db/queries/token-ledger';
import type { DEMO_ACCOUNTS } from './credentials';
import type { DEMO_PROJECTS } from './projects';

type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
type DemoProjectKey = (typeof DEMO_PROJECTS)[number]['key'];

interface DemoInvestment {
  investor: DemoAccountKey;
  project: DemoProjectKey;
  euros: number;
  status: InvestmentStatus;
  daysAgo: number;
  reason?: string;
}

export const DEMO_INVESTMENTS: DemoInvestment[] = [
  { investor: 'investor', project: 'turia', euros: 5_000, status: 'completed', daysAgo: 40 },
  { investor: 'investor', project: 'mancha', euros: 10_000, status: 'mint', daysAgo: 21 },
  { investor: 'investor', project: 'jaen', euros: 2_500, status: 'erir', daysAgo: 14 },
  { investor: 'investor', project: 'bilbao', euros: 1_000, status: 'review', daysAgo: 6 },
  { investor: 'investor', project: 'eolico', euros: 4_000, status: 'payment', daysAgo: 2 },
  { investor: 'investor', project: 'valles', euros: 1_500, status: 'start', daysAgo: 1 },
  { investor: 'investor', project: 'turia', euros: 600, status: 'rejected', daysAgo: 30, reason: 'La transferencia no llegó en el plazo de 15 días.' },
  { investor: 'erir', project: 'coliving', euros: 7_500, status: 'completed', daysAgo: 60 },
  { investor: 'admin', project: 'turia', euros: 20_000, status: 'completed', daysAgo: 50 },
  { investor: 'hispaxInvestor', project: 'hispax-hotel', euros: 5_000, status: 'completed', daysAgo: 35 },
  { investor: 'hispaxInvestor', project: 'hispax-agua', euros: 2_000, status: 'review', daysAgo: 5 },
  { investor: 'hispaxInvestor', project: 'hispax-solar', euros: 3_000, status: 'payment', daysAgo: 3 },
  { investor: 'hispaxInvestor', project: 'hispax-hotel', euros: 1_000, status: 'rejected', daysAgo: 20, reason: 'El importe transferido no coincide con el de la inversión.' },
  // Appended, so the rows above keep their ids and references.
  { investor: 'blockedInvestor', project: 'bilbao', euros: 3_000, status: 'completed', daysAgo: 45 },
];

const DAY_MS = 86_400_000;
const STEP_GAP_MS = 2 * DAY_MS;

/** A stable reference per demo row, so the demo reads the same on every machine. */
const referenceOf = (index: number) => creditorReference(`TKDEMO${String(index + 1).padStart(4, '0')}`);

export interface DemoInvestmentContext {
  now: number;
  userOf(account: DemoAccountKey): { id: string; domainId: number };
  projectOf(key: DemoProjectKey): { id: string; domainId: number; tokenValueCents: number };
  whitepaperOf(projectId: string): { id: string; filename: string; sha256: string };
  adminId: string | null;
}

/** The investment rows, and the mints of the completed ones (the ledger's rows). */
export function demoInvestmentRows(context: DemoInvestmentContext): { investments: Partial<DbInvestmentRow>[]; mints: NewMint[] } {
  const investments: Partial<DbInvestmentRow>[] = [];
  const mints: NewMint[] = [];
  DEMO_INVESTMENTS.forEach((demo, index) => {
    const user = context.userOf(demo.investor);
    const project = context.projectOf(demo.project);
    const id = createHash('sha256').update(`demo-investment-${index}`).digest('hex').replace(/^(.{8})(.{4})(.{3})(.{3})(.{12}).*$/, '$1-$2-4$3-a$4-$5');
    const amountCents = toCents(demo.euros)!;
    const createdAt = context.now - demo.daysAgo * DAY_MS;
    const row: Partial<DbInvestmentRow> = {
      id,
      user_id: user.id,
      project_id: project.id,
      // The project's brand, as every investment's (bff/services/investments.ts).
      domain_id: project.domainId,
      amount_cents: amountCents,
      tokens: amountCents / project.tokenValueCents,
      payment_method: 'bank',
      payment_reference: referenceOf(index),
      created_at: new Date(createdAt),
      updated_at: new Date(createdAt),
    };
    // Rejected ones were stopped at review, after the investor announced the transfer.
    const reached = demo.status === 'rejected' ? 'review' : demo.status;
    const stepsTaken = INVESTMENT_STEPS.slice(0, INVESTMENT_STEPS.indexOf(reached)) as Exclude<InvestmentStatus, 'completed' | 'rejected'>[];
    stepsTaken.forEach((step, i) => {
      const at = new Date(Math.min(context.now, createdAt + (i + 1) * STEP_GAP_MS) - (stepsTaken.length - i) * 60_000);
      for (const column of timestampsOfStep(step)) Object.assign(row, { [column]: at });
      row.updated_at = at;
      if (step === 'start') {
        const whitepaper = context.whitepaperOf(project.id);
        Object.assign(row, { whitepaper_document_id: whitepaper.id, whitepaper_filename: whitepaper.filename, whitepaper_sha256: whitepaper.sha256, whitepaper_accepted_at: at });
      }
    });
    row.status = demo.status;
    if (demo.status === 'rejected') {
      Object.assign(row, { rejected_at: new Date(createdAt + 5 * DAY_MS), rejected_by: context.adminId, rejection_reason: demo.reason ?? null });
    }
    if (demo.status === 'completed') {
      mints.push({ investment_id: id, user_id: user.id, project_id: project.id, tokens: row.tokens!, reference: `mint_demo_${index + 1}`, minted_by: context.adminId ?? user.id });
    }
    investments.push(row);
  });
  return { investments, mints };
}
