// Lighthouse's mobile audit of a page: the four category scores out of 100.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './server-process';

export type LighthouseScores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;

async function lighthouseOnce(url: string): Promise<LighthouseScores> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tokenia-lh-'));
  const report = path.join(dir, 'report.json');
  const flags = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        path.join(repoRoot, 'node_modules', '.bin', 'lighthouse'),
        [url, '--quiet', '--output=json', `--output-path=${report}`, `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo'],
        { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (c) => (stderr += c));
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${stderr.slice(-400)}`))));
    });
    const json = JSON.parse(await fs.readFile(report, 'utf8'));
    const score = (id: string) => Math.round((json.categories[id]?.score ?? 0) * 100);
    return { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Lighthouse in headless Chromium sometimes loses the trace (NO_NAVSTART); one retry settles it. */
export async function lighthouse(url: string): Promise<LighthouseScores> {
  try {
    return await lighthouseOnce(url);
  } catch {
    return lighthouseOnce(url);
  }
}
