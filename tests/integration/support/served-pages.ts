// The list of served pages a build writes beside its prerendered pages (core/prerender-paths.ts), made
// from the app's real routes, for a test's stand-in build folder.
import fs from 'node:fs/promises';
import path from 'node:path';
import { PRERENDER_FOLDER, SERVED_PAGES_FILE } from '../../../core/prerender-paths';
import { servedPages } from '../../../web/build/prerender';

export async function writeServedPages(webRoot: string): Promise<void> {
  const folder = path.join(webRoot, PRERENDER_FOLDER);
  await fs.mkdir(folder, { recursive: true });
  await fs.writeFile(path.join(folder, SERVED_PAGES_FILE), JSON.stringify(servedPages()));
}
