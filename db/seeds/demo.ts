// Demo data for a fresh installation: the demo accounts, the demo projects with their images and
// documents in storage. Idempotent: nothing happens when the demo admin already exists.
import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Knex } from 'knex';
import type { BlobStore } from '../../storage/blob-store';
import { mapLimited } from '../../storage/map-limited';
import type { DbProjectFileRow } from '../tables';
import { BRANDS } from './brands';
import { DEMO_ACCOUNTS } from './demo-credentials';
import { DOCUMENT_TITLES, renderProjectDocument } from './demo-documents';
import { renderProjectImage } from './demo-images';
import { DEMO_PROJECTS, type DemoProject } from './demo-projects';
import { deleteProjectBlobs, storeProjectDocument, storeProjectImage } from '../../bff/services/project-files';

const IMAGES_PER_PROJECT = 3;
/** Projects drawn at once: enough to keep both cores and sharp's threads busy. */
const RENDER_CONCURRENCY = 4;
/** pg_advisory_xact_lock key that serialises seeding between replicas starting together. */
const SEED_LOCK = 7_361_001;
const DAY_MS = 86_400_000;

type FileRow = Omit<DbProjectFileRow, 'uploaded_by' | 'created_at'>;
type FileDescription = Pick<FileRow, 'id' | 'project_id' | 'kind' | 'filename' | 'description' | 'document_type' | 'is_main'>;

/** Through the upload path's own storage functions: the same keys, and images get their WebP variants. */
async function storeFile(blobs: BlobStore, row: FileDescription, body: Buffer): Promise<FileRow> {
  const target = { projectId: row.project_id, fileId: row.id };
  const stored =
    row.kind === 'image'
      ? await storeProjectImage(blobs, { ...target, ext: 'webp', contentType: 'image/webp' }, body)
      : await storeProjectDocument(blobs, { ...target, ext: 'pdf', contentType: 'application/pdf' }, body);
  return { ...row, ...stored };
}

async function projectFiles(project: DemoProject, projectId: string, blobs: BlobStore): Promise<FileRow[]> {
  const brand = BRANDS.find((b) => b.domain_id === project.domainId);
  if (!brand) throw new Error(`Demo project ${project.key} names unknown brand ${project.domainId}`);
  const images = Array.from({ length: IMAGES_PER_PROJECT }, async (_, variant) =>
    storeFile(
      blobs,
      {
        id: randomUUID(),
        project_id: projectId,
        kind: 'image',
        filename: `${project.key}-${variant + 1}.webp`,
        description: variant === 0 ? project.name : `${project.name} — vista ${variant + 1}`,
        document_type: null,
        is_main: variant === 0,
      },
      await renderProjectImage(project, variant),
    ),
  );
  const documents = (['whitepaper', ...project.extraDocuments] as const).map(async (type) =>
    storeFile(
      blobs,
      {
        id: randomUUID(),
        project_id: projectId,
        kind: 'document',
        filename: `${project.key}-${type}.pdf`,
        description: DOCUMENT_TITLES[type],
        document_type: type,
        is_main: false,
      },
      await renderProjectDocument(project, brand, type),
    ),
  );
  return Promise.all([...images, ...documents]);
}

function demoAdminExists(db: Knex): Promise<unknown> {
  return db('users').where({ email: DEMO_ACCOUNTS.admin.email }).first('id');
}

/**
 * The demo accounts that still open with the password the README publishes. A production start refuses
 * to run while there is one (an operator may own admin@tokenia.es for real, with a password of its own).
 */
export async function demoAccountsWithPublishedPasswords(db: Knex): Promise<string[]> {
  const accounts = Object.values(DEMO_ACCOUNTS);
  const rows: { email: string; password_hash: string | null }[] = await db('users')
    .whereIn('email', accounts.map((a) => a.email))
    .select('email', 'password_hash');
  const open = await Promise.all(
    rows.map(async (row) => {
      const published = accounts.find((a) => a.email === row.email)!.password;
      return row.password_hash !== null && (await verify(row.password_hash, published)) ? row.email : null;
    }),
  );
  return open.filter((email): email is string => email !== null);
}

export async function seedDemo(db: Knex, blobs: BlobStore): Promise<{ created: boolean }> {
  if (await demoAdminExists(db)) return { created: false };

  // Slow work (hashing, drawing, writing files) happens before the transaction opens.
  const accounts = await Promise.all(
    Object.values(DEMO_ACCOUNTS).map(async (account) => ({ account, passwordHash: await hash(account.password) })),
  );
  const projects = DEMO_PROJECTS.map((project) => ({ project, id: randomUUID() }));
  const files = (await mapLimited(projects, RENDER_CONCURRENCY, ({ project, id }) => projectFiles(project, id, blobs))).flat();

  let created = false;
  try {
    await db.transaction(async (tx) => {
      // Replicas starting together: the first to take the lock seeds, the others find its rows.
      await tx.raw('select pg_advisory_xact_lock(?)', [SEED_LOCK]);
      if (await demoAdminExists(tx)) return;

      const now = Date.now();
      const users: { id: string; email: string }[] = await tx('users')
        .insert(
          accounts.map(({ account, passwordHash }) => ({
            email: account.email,
            password_hash: passwordHash,
            email_verified_at: tx.fn.now(),
            full_name: account.fullName,
            name: account.fullName.split(' ')[0],
            is_admin: account.isAdmin,
            is_erir: account.isErir,
            kyc_status: account.kycStatus,
            kyc_approved_at: account.kycStatus === 'ok' ? tx.fn.now() : null,
            domain_id: account.domainId,
          })),
        )
        .returning(['id', 'email']);
      const adminId = users.find((u) => u.email === DEMO_ACCOUNTS.admin.email)?.id ?? null;

      await tx('projects').insert(
        projects.map(({ project, id }) => {
          const createdAt = new Date(now - project.createdDaysAgo * DAY_MS);
          return {
            id,
            domain_id: project.domainId,
            name: project.name,
            description: project.description,
            project_type: project.projectType,
            website: project.website,
            total_funding_cents: project.totalFundingEur * 100,
            duration_months: project.durationMonths,
            modality: project.modality,
            annual_return_bp: project.annualReturnBp,
            total_return_bp: project.totalReturnBp,
            token_value_cents: project.tokenValueEur * 100,
            min_investment_cents: project.minInvestmentEur * 100,
            max_investment_cents: project.maxInvestmentEur * 100,
            start_date: project.startDate,
            end_date: project.endDate,
            investment_terms: project.investmentTerms,
            status: project.status,
            created_by: adminId,
            created_at: createdAt,
            updated_at: createdAt,
          };
        }),
      );
      await tx('project_files').insert(files.map((file) => ({ ...file, uploaded_by: adminId })));
      await tx('audit_log').insert({
        actor_id: null,
        action: 'demo.seed',
        target_type: 'system',
        target_id: 'demo',
        after: JSON.stringify({ users: users.length, projects: projects.length, files: files.length }),
      });
      created = true;
    });
  } finally {
    // Files drawn for a seed that did not happen (another replica won, or the insert failed) go away.
    if (!created) await Promise.allSettled(projects.map(({ id }) => deleteProjectBlobs(blobs, id)));
  }
  return { created };
}
