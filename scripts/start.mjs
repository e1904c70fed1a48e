// `npm start`: builds the web app when the build is missing or older than its sources, then runs the
// BFF in this same process (tsx registers the TypeScript loader), on embedded defaults unless the
// environment says otherwise.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'web', 'index.html');
const sources = ['web', 'core', 'vite.config.ts', 'manifest.webmanifest', 'package-lock.json'];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = fs.statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (process.env.SKIP_BUILD !== '1' && changed > built) {
  process.stdout.write('Building the web app...\n');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'bff', 'server.ts')).href);
