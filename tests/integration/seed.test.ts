// Demo data on a real database and a real blob store: the accounts log in with their documented
// passwords, the projects cover every type and the statuses an admin meets, every file is in storage.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/knex';
import { migrateLatest } from '../../db/migrate';
import { upsertBrands } from '../../db/seeds/brands';
import { seedDemo } from '../../db/seeds/demo';
import { DEMO_ACCOUNTS } from '../../db/seeds/demo-credentials';
import { createBlobStore } from '../../storage/index';
import type { BlobStore } from '../../storage/blob-store';
import { createTempDatabase, type TempDatabase } from './support/temp-database';

let db: Db;
let blobs: BlobStore;
let dataDir: string;
let temp: TempDatabase | undefined;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tokenia-seed-'));
  if (process.env.DATABASE_URL) temp = await createTempDatabase(process.env.DATABASE_URL);
  db = createDb({ databaseUrl: temp?.url });
  await migrateLatest(db);
  await upsertBrands(db, { 1: ['tokenia.es'], 2: ['tokenapp.hispax.com'] });
  blobs = createBlobStore({ dataDir, minio: undefined, storageBucketPrefix: 'tokenia' });
  await blobs.init();
});

afterAll(async () => {
  await db?.destroy();
  await temp?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('creates the documented accounts with working passwords', async () => {
    expect(await seedDemo(db, blobs)).toEqual({ created: true });
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const user = await db('users').where({ email: account.email }).first();
      expect(user, account.email).toBeTruthy();
      expect(await verify(user.password_hash, account.password)).toBe(true);
      expect(user).toMatchObject({ is_admin: account.isAdmin, is_erir: account.isErir, kyc_status: account.kycStatus, domain_id: account.domainId });
      expect(user.email_verified_at).not.toBeNull();
    }
  });

  it('covers every project type and the statuses, on both brands', async () => {
    const projects = await db('projects').select('project_type', 'status', 'domain_id');
    expect(projects.length).toBeGreaterThanOrEqual(10);
    expect(new Set(projects.map((p) => p.project_type))).toEqual(new Set(['real_estate', 'business', 'infrastructure', 'energy', 'other']));
    for (const status of ['active', 'draft', 'completed', 'cancelled', 'blocked']) {
      expect(projects.some((p) => p.status === status), status).toBe(true);
    }
    expect(projects.filter((p) => p.domain_id === 1).length).toBeGreaterThanOrEqual(8);
    expect(projects.some((p) => p.domain_id === 2)).toBe(true);
  });

  it('gives every project one main image and a whitepaper that exist in storage', async () => {
    const projects = await db('projects').select('id');
    for (const { id } of projects) {
      const files = await db('project_files').where({ project_id: id });
      expect(files.filter((f) => f.is_main)).toHaveLength(1);
      const whitepaper = files.find((f) => f.document_type === 'whitepaper');
      expect(whitepaper).toBeTruthy();
      for (const file of files) {
        const info = await blobs.stat('public', file.storage_key);
        expect(info?.size, file.storage_key).toBe(Number(file.file_size));
        expect(info?.contentType).toBe(file.content_type);
      }
    }
  });

  it('does nothing the second time', async () => {
    const before = await db('projects').count('* as n').first();
    expect(await seedDemo(db, blobs)).toEqual({ created: false });
    expect(await db('projects').count('* as n').first()).toEqual(before);
  });
});
