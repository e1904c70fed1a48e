// Demo data for a fresh installation: the demo accounts with KYC applications matching their status,
// the demo projects with their images and documents in storage, investments in every status, and
// blockings of a holding, an account and a project. Idempotent: nothing happens when the demo admin already exists.
import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/knex';
import { toCents } from '../../core/money';
import { findUserByEmail, findUsersByEmails, insertUsers } from '../../db/queries/users';
import { insertProjects } from '../../db/queries/projects';
import { insertProjectFiles } from '../../db/queries/project-files';
import { insertAudit } from '../../db/queries/audit';
import { lockForTransaction } from '../../db/queries/locks';
import type { BlobStore } from '../../storage/blob-store';
import { mapLimited } from '../../storage/map-limited';
import type { DbProjectFileRow } from '../../db/tables';
import { projectFieldsToRow } from '../../db/mappings/projects';
import { BRANDS } from '../../db/seeds/brands';
import { DEMO_ACCOUNTS, type DemoAccount } from './credentials';
import { DOCUMENT_TITLES, renderProjectDocument } from './documents';
import { renderProjectImage } from './images';
import { DEMO_PROJECTS, type DemoProject } from './projects';
import { deleteProjectBlobs, storeProjectDocument, storeProjectImage } from '../services/project-blobs';
import type { Vault } from '../kyc/vault';
import { insertKycApplications, insertKycDocuments } from '../../db/queries/kyc';
import { deleteDocumentBlob } from '../services/kyc-documents';
import { demoKycRows, prepareDemoKyc } from './kyc';
import { demoInvestmentRows } from './investments';
import { insertInvestments } from '../../db/queries/investments';
import { changeFrozenTokens, recordMint } from '../../db/queries/token-ledger';
import { insertBlocking } from '../../db/queries/blockings';
import { demoBlockingRows } from './blockings';
import { projectFileDigest } from '../services/project-blobs';
import type { ChainRuntime } from '../chain/chain-runtime';
import { queueDemoChain } from './chain-commands';

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

const demoAdminExists = (db: Db) => findUserByEmail(db, DEMO_ACCOUNTS.admin.email);

/**
 * The demo accounts that still open with the password the README publishes. A production start refuses
 * to run while there is one (an operator may own admin@tokenia.es for real, with a password of its own).
 */
export async function demoAccountsWithPublishedPasswords(db: Db): Promise<string[]> {
  const accounts = Object.values(DEMO_ACCOUNTS);
  const rows = await findUsersByEmails(
    db,
    accounts.map((a) => a.email),
  );
  const open = await Promise.all(
    rows.map(async (row) => {
      const published = accounts.find((a) => a.email === row.email)!.password;
      return row.password_hash !== null && (await verify(row.password_hash, published)) ? row.email : null;
    }),
  );
  return open.filter((email): email is string => email !== null);
}

export async function seedDemo(db: Db, blobs: BlobStore, vault: Vault, chain?: ChainRuntime): Promise<{ created: boolean }> {
  if (await demoAdminExists(db)) return { created: false };

  // Slow work (hashing, drawing, writing files) happens before the transaction opens.
  const accounts = await Promise.all(
    Object.values(DEMO_ACCOUNTS).map(async (account: DemoAccount) => ({ account, id: randomUUID(), passwordHash: await hash(account.password) })),
  );
  const userIdOf = (email: string) => accounts.find(({ account }) => account.email === email)!.id;
  const kyc = await prepareDemoKyc(
    accounts.map(({ account }) => account),
    blobs,
    vault,
    userIdOf,
  );
  const projects = DEMO_PROJECTS.map((project) => ({ project, id: randomUUID() }));
  const files = (await mapLimited(projects, RENDER_CONCURRENCY, ({ project, id }) => projectFiles(project, id, blobs))).flat();
  const whitepapers = new Map(
    await Promise.all(
      files
        .filter((file) => file.document_type === 'whitepaper')
        .map(async (file) => [file.project_id, { id: file.id, filename: file.filename, sha256: await projectFileDigest(blobs, file.storage_key) }] as const),
    ),
  );

  let created = false;
  try {
    await db.transaction(async (tx) => {
      // Replicas starting together: the first to take the lock seeds, the others find its rows.
      await lockForTransaction(tx, SEED_LOCK);
      if (await demoAdminExists(tx)) return;

      const now = Date.now();
      const verifiedAt = new Date(now);
      const users = await insertUsers(
        tx,
        accounts.map(({ account, id, passwordHash }) => ({
          id,
          email: account.email,
          password_hash: passwordHash,
          email_verified_at: verifiedAt,
          full_name: account.fullName,
          name: account.fullName.split(' ')[0] ?? null,
          is_admin: account.isAdmin,
          is_erir: account.isErir,
          kyc_status: account.kycStatus,
          kyc_approved_at: account.kycStatus === 'ok' ? verifiedAt : null,
          domain_id: account.domainId,
          status: account.status ?? 'ACTIVE',
        })),
      );
      const adminId = users.find((u) => u.email === DEMO_ACCOUNTS.admin.email)?.id ?? null;

      await insertProjects(
        tx,
        projects.map(({ project, id }) => {
          const createdAt = new Date(now - project.createdDaysAgo * DAY_MS);
          return {
            id,
            domain_id: project.domainId,
            ...projectFieldsToRow({
              name: project.name,
              description: project.description,
              project_type: project.projectType,
              website: project.website,
              total_funding: project.totalFundingEur,
              duration: project.durationMonths,
              modality: project.modality,
              annual_return: project.annualReturnBp / 100,
              total_return: project.totalReturnBp / 100,
              token_value: project.tokenValueEur,
              min_investment: project.minInvestmentEur,
              max_investment: project.maxInvestmentEur,
              start_date: project.startDate,
              end_date: project.endDate,
              investment_terms: project.investmentTerms,
            }),
            status: project.status,
            created_by: adminId,
            created_at: createdAt,
            updated_at: createdAt,
          };
        }),
      );
      await insertProjectFiles(
        tx,
        files.map((file) => ({ ...file, uploaded_by: adminId })),
      );
      const { applications, documents } = demoKycRows(kyc, userIdOf, adminId, verifiedAt);
      const inserted = await insertKycApplications(tx, applications);
      await insertKycDocuments(tx, documents((userId) => inserted.find((row) => row.user_id === userId)!.id));
      const demoInvestments = demoInvestmentRows({
        now,
        adminId,
        userOf: (key) => ({ id: userIdOf(DEMO_ACCOUNTS[key].email), domainId: DEMO_ACCOUNTS[key].domainId }),
        projectOf: (key) => {
          const { project, id } = projects.find((p) => p.project.key === key)!;
          return { id, domainId: project.domainId, tokenValueCents: toCents(project.tokenValueEur)! };
        },
        whitepaperOf: (projectId) => whitepapers.get(projectId)!,
      });
      await insertInvestments(tx, demoInvestments.investments);
      for (const mint of demoInvestments.mints) await recordMint(tx, mint);
      const blockings = demoBlockingRows({
        now,
        userIdOf: (key) => userIdOf(DEMO_ACCOUNTS[key].email),
        projectIdOf: (key) => projects.find((p) => p.project.key === key)!.id,
      });
      for (const blocking of blockings) {
        await insertBlocking(tx, blocking);
        // The frozen part of a holding is the sum of its open token blockings (the ledger's frozen_tokens).
        if (blocking.type === 'tokens') await changeFrozenTokens(tx, blocking.user_id!, blocking.project_id!, blocking.tokens!);
      }
      if (chain) {
        const chainProjects = projects.map(({ project, id }) => ({ id, name: project.name, status: project.status }));
        await queueDemoChain(tx, chain, { projects: chainProjects, applications, mints: demoInvestments.mints, blockings });
      }
      await insertAudit(tx, {
        actorId: null,
        action: 'demo.seed',
        targetType: 'system',
        targetId: 'demo',
        after: { users: users.length, projects: projects.length, files: files.length, kyc_applications: applications.length, investments: demoInvestments.investments.length, blockings: blockings.length },
      });
      created = true;
    });
    chain?.worker.kick();
  } finally {
    // Files drawn for a seed that did not happen (another replica won, or the insert failed) go away.
    if (!created) {
      await Promise.allSettled(projects.map(({ id }) => deleteProjectBlobs(blobs, id)));
      await Promise.allSettled(kyc.flatMap(({ documents }) => Object.values(documents).map((doc) => deleteDocumentBlob(blobs, doc.storage_key))));
    }
  }
  return { created };
}
