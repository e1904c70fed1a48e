// The investor catalog under load with a realistic amount of data: a fresh Postgres database, the demo
// data, then 10,000 more projects (both brands, every status, a main image each) inserted in bulk. The
// demo investor signs in through the real OIDC flow; autocannon then asks for the first catalog page
// as a browser would (session cookie, compression), once plainly and once revalidating with the
// page's ETag (If-None-Match), which should be answered 304 every time.
import { randomUUID } from 'node:crypto';
import { createDb } from '../db/knex';
import { DEMO_ACCOUNTS } from '../bff/demo/credentials';
import type { DbProjectFileRow, ProjectModality, ProjectStatus, ProjectType } from '../db/tables';
import { signedInBrowser } from '../tests/integration/support/sign-in';
import { postgresDeployment } from './deployment';
import { loadFigures, loadRun, type LoadFigures } from './load';
import { startServer } from './server-process';

const CATALOG_PROJECTS = 10_000;
/** The target for the investor catalog on Postgres at 20 connections. */
const CATALOG_P99_TARGET_MS = 50;
const BATCH = 1_000;
const DAY_MS = 86_400_000;

const TYPES: ProjectType[] = ['real_estate', 'business', 'infrastructure', 'energy', 'other'];
const MODALITIES: ProjectModality[] = ['equity', 'debt', 'hybrid', 'crowdfunding'];
/** Weighted like a live platform: mostly active, some finished, a few drafts, blocked and cancelled. */
const STATUSES: ProjectStatus[] = ['active', 'active', 'active', 'active', 'active', 'active', 'completed', 'completed', 'draft', 'blocked', 'cancelled'];

export interface ProjectsCatalog {
  projects: number;
  /** Projects the demo investor's brand shows them (active and completed of domain 1). */
  visibleToInvestor: number;
  pageSize: number;
  /** The first page as JSON, before compression. */
  jsonBytes: number;
  plain: LoadFigures & { bytesPerResponse: number };
  revalidated: LoadFigures & { notModifiedRate: number; bytesPerResponse: number };
  p99TargetMs: number;
}

type ImageTemplate = Pick<DbProjectFileRow, 'storage_key' | 'content_type' | 'file_size' | 'width' | 'height' | 'variant_widths'>;

function projectRow(i: number, now: number) {
  const totalEuros = 100_000 + (i % 97) * 25_000;
  return {
    id: randomUUID(),
    domain_id: i % 2 === 0 ? 1 : 2,
    name: `Proyecto de prueba ${i + 1}`,
    description: 'Proyecto generado para medir el catálogo con diez mil proyectos en la base de datos.',
    project_type: TYPES[i % TYPES.length],
    modality: MODALITIES[i % MODALITIES.length],
    total_funding_cents: totalEuros * 100,
    duration_months: 12 + (i % 48),
    annual_return_bp: 400 + (i % 600),
    total_return_bp: 1_200 + (i % 2_000),
    token_value_cents: 10_000,
    min_investment_cents: 50_000,
    max_investment_cents: 2_500_000,
    start_date: '2027-01-01',
    end_date: '2030-12-31',
    investment_terms: 'Condiciones generadas para la medición.',
    status: STATUSES[i % STATUSES.length],
    // Spread over three years, so pages cut through a long history.
    created_at: new Date(now - (i * 3 * 365 * DAY_MS) / CATALOG_PROJECTS - DAY_MS * 90),
  };
}

/** Bulk insert in batches; each project gets a main image row pointing at a demo image's stored files. */
async function insertProjects(databaseUrl: string): Promise<number> {
  const db = createDb({ databaseUrl });
  try {
    const template: ImageTemplate | undefined = await db('project_files')
      .where({ kind: 'image', is_main: true })
      .first('storage_key', 'content_type', 'file_size', 'width', 'height', 'variant_widths');
    if (!template) throw new Error('the demo seed left no main image to copy');
    const now = Date.now();
    for (let start = 0; start < CATALOG_PROJECTS; start += BATCH) {
      const projects = Array.from({ length: Math.min(BATCH, CATALOG_PROJECTS - start) }, (_, k) => projectRow(start + k, now));
      await db.transaction(async (tx) => {
        await tx('projects').insert(projects);
        await tx('project_files').insert(
          projects.map((project) => ({
            project_id: project.id,
            kind: 'image',
            filename: `${project.id}.webp`,
            description: project.name,
            is_main: true,
            ...template,
          })),
        );
      });
    }
    await db.raw('analyze projects, project_files');
    const [row] = await db('projects').where({ domain_id: 1 }).whereIn('status', ['active', 'completed']).count('* as n');
    return Number(row?.n);
  } finally {
    await db.destroy();
  }
}

const bytesPerResponse = (result: { throughput: { total: number }; requests: { total: number } }) =>
  result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0;

export async function measureProjectsCatalog(postgresAdminUrl: string): Promise<ProjectsCatalog> {
  const deployment = await postgresDeployment(postgresAdminUrl);
  try {
    const server = await startServer(deployment.env);
    try {
      const visibleToInvestor = await insertProjects(deployment.env.DATABASE_URL!);
      const investor = await signedInBrowser(server, DEMO_ACCOUNTS.investor);
      const url = `${server.url}/api/projects`;
      const first = await investor.request(url);
      const json = await first.text();
      const etag = first.headers.get('etag');
      if (first.status !== 200 || !etag) throw new Error(`GET /api/projects answered ${first.status} ${json.slice(0, 200)}`);
      const pageSize = (JSON.parse(json) as { data: unknown[] }).data.length;

      // What a browser sends: the session cookie and the encodings it accepts.
      const headers = { cookie: investor.cookieHeader('/api/projects'), 'accept-encoding': 'br, gzip' };
      const plain = await loadRun(url, headers);
      const revalidated = await loadRun(url, { ...headers, 'if-none-match': etag });
      return {
        projects: CATALOG_PROJECTS,
        visibleToInvestor,
        pageSize,
        jsonBytes: Buffer.byteLength(json),
        plain: { ...loadFigures(plain), bytesPerResponse: bytesPerResponse(plain) },
        revalidated: {
          ...loadFigures(revalidated),
          notModifiedRate: revalidated.requests.total ? Math.round((revalidated['3xx'] / revalidated.requests.total) * 1000) / 1000 : 0,
          bytesPerResponse: bytesPerResponse(revalidated),
        },
        p99TargetMs: CATALOG_P99_TARGET_MS,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await deployment.dispose();
  }
}
