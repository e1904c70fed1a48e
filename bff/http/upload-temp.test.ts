import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeUploadDir, requestUploadDir, sweepStaleUploads } from './upload-temp';

let root: string;
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('upload temp folders', () => {
  it('gives each request its own folder and removes it with what it holds', async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'uploads-'));
    const [a, b] = await Promise.all([requestUploadDir(root), requestUploadDir(root)]);
    expect(a).not.toBe(b);
    await fs.writeFile(path.join(a, 'partial'), Buffer.alloc(1024));
    await removeUploadDir(a);
    expect(await fs.readdir(root)).toEqual([path.basename(b)]);
  });

  it('sweeps only what is older than an hour', async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'uploads-'));
    const stale = await requestUploadDir(root);
    const fresh = await requestUploadDir(root);
    await fs.writeFile(path.join(root, 'stale-file'), 'x');
    const old = new Date(Date.now() - 2 * 3600 * 1000);
    await fs.utimes(stale, old, old);
    await fs.utimes(path.join(root, 'stale-file'), old, old);
    expect(await sweepStaleUploads(root)).toBe(2);
    expect(await fs.readdir(root)).toEqual([path.basename(fresh)]);
    expect(await sweepStaleUploads(path.join(root, 'missing'))).toBe(0);
  });
});
