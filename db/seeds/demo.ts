// Demo data for a fresh installation: the demo accounts, the demo projects with their images and
// documents in storage. Idempotent: nothing happens when the demo admin already exists.
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Knex } from 'knex';
import type { BlobStore } from '../../storage/blob-store';
import { BRANDS } from './brands';
import { DEMO_ACCOUNTS } from './demo-credentials';
import { DEMO_PROJECTS, type DemoProject } from './demo-projects';
import { renderProjectImage } from './demo-images';
import { renderWhitepaper } from './demo-whitepaper';

const IMAGES_PER_PROJECT = 3;
const DOCUMENT_TITLES = {
  whitepaper: 'Whitepaper de la emisión',
  legal: 'Escritura y estatutos de la sociedad vehículo',
  financial: 'Modelo financiero y previsiones',
  technical: 'Informe técnico independiente',
} as const;

const cents = (euros: number) => Math.round(euros * 100);
const bp = (percent: number) => Math.round(percent * 100);

interface FileRow {
  id: string;
  project_id: string;
  kind: 'image' | 'document';
  filename: string;
  storage_key: string;
  content_type: string;
  file_size: number;
  description: string;
  document_type: string | null;
  is_main: boolean;
}

async function projectFiles(project: DemoProject, projectId: string, blobs: BlobStore): Promise<FileRow[]> {
  const brandName = BRANDS.find((b) => b.domain_id === project.domainId)?.name ?? 'Tokenia';
  const rows: FileRow[] = [];
  for (let variant = 0; variant < IMAGES_PER_PROJECT; variant++) {
    const id = randomUUID();
    const body = await renderProjectImage(project, variant);
    const key = `projects/${projectId}/images/${id}.webp`;
    await blobs.put('public', key, body, { contentType: 'image/webp' });
    rows.push({
      id,
      project_id: projectId,
      kind: 'image',
      filename: `${project.key}-${variant + 1}.webp`,
      storage_key: key,
      content_type: 'image/webp',
      file_size: body.length,
      description: variant === 0 ? project.name : `${project.name} — vista ${variant + 1}`,
      document_type: null,
      is_main: variant === 0,
    });
  }
  const whitepaper = await renderWhitepaper(project, brandName);
  for (const type of ['whitepaper', ...project.extraDocuments] as const) {
    const id = randomUUID();
    // Extra documents reuse the whitepaper's layout: demo content, real PDF files.
    const body = whitepaper;
    const key = `projects/${projectId}/documents/${id}.pdf`;
    await blobs.put('public', key, body, { contentType: 'application/pdf' });
    rows.push({
      id,
      project_id: projectId,
      kind: 'document',
      filename: `${project.key}-${type}.pdf`,
      storage_key: key,
      content_type: 'application/pdf',
      file_size: body.length,
      description: DOCUMENT_TITLES[type],
      document_type: type,
      is_main: false,
    });
  }
  return rows;
}

export async function seedDemo(db: Knex, blobs: BlobStore): Promise<{ created: boolean }> {
  const existing = await db('users').where({ email: DEMO_ACCOUNTS.admin.email }).first('id');
  if (existing) return { created: false };

  // Slow work (hashing, drawing, writing files) happens before the transaction opens.
  const accounts = await Promise.all(
    Object.values(DEMO_ACCOUNTS).map(async (account) => ({ account, passwordHash: await hash(account.password) })),
  );
  const projects = DEMO_PROJECTS.map((project) => ({ project, id: randomUUID() }));
  const files: FileRow[] = [];
  for (const { project, id } of projects) files.push(...(await projectFiles(project, id, blobs)));

  await db.transaction(async (tx) => {
    const users = await tx('users')
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
    const adminId = users.find((u: { email: string }) => u.email === DEMO_ACCOUNTS.admin.email)?.id;

    await tx('projects').insert(
      projects.map(({ project, id }) => ({
        id,
        domain_id: project.domainId,
        name: project.name,
        description: project.description,
        project_type: project.projectType,
        website: project.website,
        total_funding_cents: cents(project.totalFundingEur),
        duration_months: project.durationMonths,
        modality: project.modality,
        annual_return_bp: bp(project.annualReturnPct),
        total_return_bp: bp(project.totalReturnPct),
        token_value_cents: cents(project.tokenValueEur),
        min_investment_cents: cents(project.minInvestmentEur),
        max_investment_cents: cents(project.maxInvestmentEur),
        start_date: project.startDate,
        end_date: project.endDate,
        investment_terms: project.investmentTerms,
        status: project.status,
        created_by: adminId,
      })),
    );
    await tx('project_files').insert(files.map((file) => ({ ...file, uploaded_by: adminId })));
    await tx('audit_log').insert({
      actor_id: null,
      action: 'demo.seed',
      target_type: 'system',
      target_id: 'demo',
      after: JSON.stringify({ users: users.length, projects: projects.length, files: files.length }),
    });
  });
  return { created: true };
}
