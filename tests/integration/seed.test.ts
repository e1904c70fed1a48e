// Reference and demo data on a real database and a real blob store: both brands with valid bank and
// tax identifiers and readable colours, the demo accounts log in with their documented passwords, the
// projects cover every type, modality and status an admin meets, every file is in storage, and seeding
// is idempotent even when two replicas start at once.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/knex';
import { migrateLatest } from '../../db/migrate';
import { findBrandByDomainId, listBrands } from '../../db/queries/brands';
import { upsertBrands } from '../../db/seeds/brands';
import { seedDemo } from '../../bff/demo/seed';
import { ABANDONED_START_DAYS, INVESTMENT_STATUSES, isCreditorReference, paymentDueAt } from '../../core/investments';
import { loadConfig } from '../../bff/config/env';
import { createVault } from '../../bff/kyc/vault';
import { masterKeyOf } from '../../bff/kyc/master-key';
import { readDocument } from '../../bff/services/kyc-documents';
import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../../bff/demo/credentials';
import { DEMO_PROJECTS } from '../../bff/demo/projects';
import { DEMO_INVESTOR_BLOCKING, DEMO_PROJECT_BLOCKING, DEMO_TOKEN_BLOCKING } from '../../bff/demo/blockings';
import type { DbBlockingRow, DbInvestmentRow, DbKycDocumentRow, DbProjectFileRow, DbProjectRow, DbUserRow } from '../../db/tables';
import { createBlobStore, type BlobStore } from '../../storage/index';
import { createTempDatabase, type TempDatabase } from './support/temp-database';

const HOSTS = { 1: ['tokenia.es', 'www.tokenia.es'], 2: ['tokenapp.hispax.com'] };

/** ISO 13616 mod-97 check plus the Spanish bank account's own two control digits. */
function isValidSpanishIban(iban: string): boolean {
  if (!/^ES\d{22}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  if (BigInt(rearranged) % 97n !== 1n) return false;
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const control = (digits: string) => {
    const rest = 11 - ([...digits].reduce((sum, d, i) => sum + Number(d) * weights[i]!, 0) % 11);
    return rest === 11 ? 0 : rest === 10 ? 1 : rest;
  };
  const bban = iban.slice(4);
  return `${control(`00${bban.slice(0, 8)}`)}${control(bban.slice(10))}` === bban.slice(8, 10);
}

/** CIF of a sociedad limitada: B, seven digits and a numeric control digit. */
function isValidSlCif(taxId: string): boolean {
  const match = /^B-?(\d{7})(\d)$/.exec(taxId);
  if (!match) return false;
  const digits = [...match[1]!].map(Number);
  const even = digits[1]! + digits[3]! + digits[5]!;
  const odd = [0, 2, 4, 6].reduce((sum, i) => sum + [...String(digits[i]! * 2)].reduce((s, d) => s + Number(d), 0), 0);
  return (10 - ((even + odd) % 10)) % 10 === Number(match[2]);
}

function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

async function readBlob(blobs: BlobStore, key: string): Promise<Buffer> {
  const { stream } = await blobs.get('public', key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function counts(db: Db, blobs: BlobStore) {
  const count = async (table: string) => Number((await db(table).count('* as n').first())?.n);
  return {
    users: await count('users'),
    projects: await count('projects'),
    files: await count('project_files'),
    audit: await count('audit_log'),
    blobs: (await blobs.list('public', 'projects/')).length,
    kycBlobs: (await blobs.list('private', 'kyc/')).length,
  };
}

let db: Db;
let blobs: BlobStore;
const vault = createVault(masterKeyOf(randomBytes(32)));
let dataDir: string;
let temp: TempDatabase | undefined;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tokenia-seed-'));
  if (process.env.DATABASE_URL) temp = await createTempDatabase(process.env.DATABASE_URL);
  db = createDb({ databaseUrl: temp?.url });
  await migrateLatest(db);
  blobs = createBlobStore({ dataDir, minio: undefined, storageBucketPrefix: 'tokenia' });
  await blobs.init();
});

afterAll(async () => {
  await db?.destroy();
  await temp?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('upsertBrands', () => {
  it('stores both brands with the configured hosts, and applying it again updates in place', async () => {
    await upsertBrands(db, { 1: ['old.example'], 2: [] });
    await upsertBrands(db, HOSTS);
    const brands = await listBrands(db);
    expect(brands.map((b) => [b.domain_id, b.platform, b.hosts])).toEqual([
      [1, 'tokenia', HOSTS[1]],
      [2, 'hispaxtoken', HOSTS[2]],
    ]);
    expect(brands[1]?.name).toBe('Hispax');
    expect((await findBrandByDomainId(db, 1))?.legal_name).toBe('Tokenia Capital, S.L.');
  });

  it('gives each brand valid bank and tax identifiers and readable colours', async () => {
    for (const brand of await listBrands(db)) {
      expect(isValidSpanishIban(brand.iban), brand.iban).toBe(true);
      expect(isValidSlCif(brand.tax_id), brand.tax_id).toBe(true);
      expect(brand.bic).toMatch(/^[A-Z]{4}ES[A-Z0-9]{2}([A-Z0-9]{3})?$/);
      const { primary, primaryContrast, accent, dark } = brand.colors;
      expect(contrastRatio(primaryContrast, primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(primary, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(accent, dark)).toBeGreaterThanOrEqual(4.5);
      expect(brand.contact_email).toMatch(/^[a-z]+@[a-z.]+$/);
      expect(brand.created_at).toBeInstanceOf(Date);
    }
  });
});

describe('seedDemo', () => {
  it('seeds once when two replicas start together, leaving no stray files', async () => {
    const results = await Promise.all([seedDemo(db, blobs, vault), seedDemo(db, blobs, vault)]);
    expect(results.map((r) => r.created).sort()).toEqual([false, true]);
    const after = await counts(db, blobs);
    // Each image is stored with its resized WebP variants beside the original.
    const variants = Number((await db('project_files').sum({ n: db.raw('cardinality(variant_widths)') }).first())?.n ?? 0);
    expect(after.blobs).toBe(after.files + variants);
    expect(await db('audit_log').where({ action: 'demo.seed' })).toHaveLength(1);
    expect(after.kycBlobs).toBe(Number((await db('kyc_documents').count('* as n').first())?.n));
  });

  it('gives each account a KYC application matching its status, with sealed specimen documents', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user: DbUserRow = await db('users').where({ email: account.email }).first();
      const application = await db('kyc_applications').where({ user_id: user.id }).first();
      const expected = { ok: 'APPROVED', process: 'SUBMITTED', no: undefined }[account.kycStatus];
      expect(application?.status, account.email).toBe(expected);
      if (!application) continue;
      const documents: DbKycDocumentRow[] = await db('kyc_documents').where({ application_id: application.id });
      expect(documents.map((d) => d.type).sort()).toEqual(['back', 'front', 'proof']);
      for (const doc of documents) {
        const plain = (await readDocument(blobs, vault, doc))!;
        expect(plain.length).toBe(doc.file_size);
        expect(plain.subarray(0, doc.content_type === 'application/pdf' ? 4 : 2).toString('hex')).toBe(doc.content_type === 'application/pdf' ? '25504446' : 'ffd8');
      }
    }
  });

  it('creates the documented accounts with working argon2id passwords', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user: DbUserRow | undefined = await db('users').where({ email: account.email }).first();
      expect(user, account.email).toBeTruthy();
      expect(user!.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verify(user!.password_hash!, account.password)).toBe(true);
      expect(user).toMatchObject({ is_admin: account.isAdmin, is_erir: account.isErir, kyc_status: account.kycStatus, domain_id: account.domainId, status: 'status' in account ? account.status : 'ACTIVE' });
      expect(user!.email_verified_at).toBeInstanceOf(Date);
      expect(user!.kyc_approved_at !== null).toBe(account.kycStatus === 'ok');
    }
  });

  it('has investments in every status on both brands, whole tokens, the accepted whitepaper, and the ledger of the completed ones', async () => {
    const rows: (DbInvestmentRow & { token_value_cents: number })[] = await db('investments as i').join('projects as p', 'p.id', 'i.project_id').select('i.*', 'p.token_value_cents');
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(INVESTMENT_STATUSES));
    expect(new Set(rows.map((r) => r.domain_id))).toEqual(new Set([1, 2]));
    for (const row of rows) {
      expect(row.tokens * row.token_value_cents, row.payment_reference).toBe(row.amount_cents);
      expect(isCreditorReference(row.payment_reference)).toBe(true);
      if (row.status !== 'start') expect(row.whitepaper_sha256, row.payment_reference).toMatch(/^[0-9a-f]{64}$/);
    }
    const completed = rows.filter((r) => r.status === 'completed');
    const mints: { investment_id: string; tokens: number }[] = await db('token_mints').select('investment_id', 'tokens');
    expect(mints.map((m) => m.investment_id).sort()).toEqual(completed.map((r) => r.id).sort());
  });

  it('leaves the demo investments that wait for their investor days from expiring, so a fresh start keeps them', async () => {
    const paymentDays = loadConfig({}).investmentPaymentDays;
    const waiting: DbInvestmentRow[] = await db('investments').whereIn('status', ['start', 'payment']);
    expect(new Set(waiting.map((r) => r.status))).toEqual(new Set(['start', 'payment']));
    for (const row of waiting) {
      const expiresAt = row.status === 'payment' ? paymentDueAt(row.start_at!, paymentDays) : new Date(row.created_at.getTime() + ABANDONED_START_DAYS * 86_400_000);
      expect(expiresAt.getTime() - Date.now(), row.payment_reference).toBeGreaterThan(3 * 86_400_000);
    }
  });

  it('shows every blocking state: part of a holding frozen, a blocked verified investor, a blocked project, each with its reason', async () => {
    const idOf = async (email: string) => ((await db('users').where({ email }).first()) as DbUserRow).id;
    const projectIdOf = async (key: string) => ((await db('projects').where({ name: DEMO_PROJECTS.find((p) => p.key === key)!.name }).first()) as DbProjectRow).id;
    const open: DbBlockingRow[] = await db('blockings').whereNull('released_at').orderBy('type');
    expect(open.map((row) => [row.type, row.reason])).toEqual([
      ['investor', DEMO_INVESTOR_BLOCKING.reason],
      ['project', DEMO_PROJECT_BLOCKING.reason],
      ['tokens', DEMO_TOKEN_BLOCKING.reason],
    ]);
    const erir = await idOf(DEMO_ACCOUNTS.erir.email);
    expect(open.every((row) => row.blocked_by === erir && row.blocked_at.getTime() < Date.now())).toBe(true);

    const investor = await idOf(DEMO_ACCOUNTS[DEMO_TOKEN_BLOCKING.investor].email);
    const holding = await db('token_holdings').where({ user_id: investor, project_id: await projectIdOf(DEMO_TOKEN_BLOCKING.project) }).first();
    expect(holding.frozen_tokens).toBe(DEMO_TOKEN_BLOCKING.tokens);
    expect(holding.tokens).toBeGreaterThan(holding.frozen_tokens);
    // Every holding's frozen part is the sum of its open token blockings.
    const frozen = await db('token_holdings').where('frozen_tokens', '>', 0).count({ n: '*' }).first();
    expect(Number(frozen!.n)).toBe(1);

    const blocked = (await db('users').where({ id: open.find((row) => row.type === 'investor')!.user_id }).first()) as DbUserRow;
    expect(blocked).toMatchObject({ email: DEMO_ACCOUNTS[DEMO_INVESTOR_BLOCKING.investor].email, status: 'BLOCKED', kyc_status: 'ok' });
    expect(await db('token_holdings').where({ user_id: blocked.id })).toHaveLength(1);
    expect((await db('projects').where({ id: open.find((row) => row.type === 'project')!.project_id }).first()).status).toBe('blocked');
    expect(await db('users').where({ status: 'BLOCKED' })).toHaveLength(1);
  });

  it('covers every project type, modality and status, on both brands, with whole-cent amounts', async () => {
    const projects: DbProjectRow[] = await db('projects').select('*');
    expect(projects.length).toBeGreaterThanOrEqual(10);
    expect(new Set(projects.map((p) => p.project_type))).toEqual(new Set(['real_estate', 'business', 'infrastructure', 'energy', 'other']));
    expect(new Set(projects.map((p) => p.modality))).toEqual(new Set(['equity', 'debt', 'hybrid', 'crowdfunding']));
    for (const status of ['active', 'draft', 'completed', 'cancelled', 'blocked']) {
      expect(projects.some((p) => p.status === status), status).toBe(true);
    }
    expect(projects.filter((p) => p.domain_id === 1).length).toBeGreaterThanOrEqual(8);
    expect(projects.some((p) => p.domain_id === 2)).toBe(true);
    for (const p of projects) {
      expect(Number.isSafeInteger(p.total_funding_cents)).toBe(true);
      expect(p.min_investment_cents!).toBeLessThan(p.max_investment_cents!);
      expect(p.max_investment_cents!).toBeLessThanOrEqual(p.total_funding_cents!);
      expect(p.total_funding_cents! % p.token_value_cents!).toBe(0);
      expect(p.description!.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(p.investment_terms!.length).toBeGreaterThanOrEqual(10);
      expect(p.created_at.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('gives every project one main image and a whitepaper, each file in storage with its size and type', async () => {
    const projects: DbProjectRow[] = await db('projects').select('*');
    for (const project of projects) {
      const files: DbProjectFileRow[] = await db('project_files').where({ project_id: project.id });
      const images = files.filter((f) => f.kind === 'image');
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.filter((f) => f.is_main)).toHaveLength(1);
      expect(files.filter((f) => f.document_type === 'whitepaper')).toHaveLength(1);
      for (const file of files) {
        expect(file.storage_key).toBe(`projects/${project.id}/${file.kind === 'image' ? 'images' : 'documents'}/${file.id}.${file.kind === 'image' ? 'webp' : 'pdf'}`);
        const body = await readBlob(blobs, file.storage_key);
        expect(body.length, file.storage_key).toBe(file.file_size);
        expect((await blobs.stat('public', file.storage_key))?.contentType).toBe(file.content_type);
        if (file.kind === 'image') expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
        else expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    }
    const extra = await db('project_files').whereIn('document_type', ['legal', 'financial', 'technical']);
    expect(extra.length).toBeGreaterThanOrEqual(3);
  });

  it('does nothing the second time', async () => {
    const before = await counts(db, blobs);
    expect(await seedDemo(db, blobs, vault)).toEqual({ created: false });
    expect(await counts(db, blobs)).toEqual(before);
  });
});
