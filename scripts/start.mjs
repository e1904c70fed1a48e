// `npm start`: builds what is missing or older than its sources — the web app (Vite) and the server
// bundle (esbuild) — then runs the server in this same process, on embedded defaults unless the
// environment says otherwise.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, distDir } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webOutput = path.join(distDir, 'web', 'index.html');
const serverOutput = path.join(distDir, 'server', 'server.mjs');

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const isStale = (output, sources) =>
  (fs.statSync(output, { throwIfNoEntry: false })?.mtimeMs ?? 0) < Math.max(...sources.map((s) => newestMtime(path.join(root, s))));

if (process.env.SKIP_BUILD !== '1') {
  if (isStale(webOutput, ['web', 'core', 'vite.config.ts', 'manifest.webmanifest', 'package-lock.json'])) {
    process.stdout.write('Building the web app...\n');
    // The web app is always a production build, whatever mode the server runs in (the e2e tests run
    // NODE_ENV=test): Vite and React would otherwise bundle their development builds.
    const build = { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } };
    execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], build);
    execFileSync(process.execPath, [path.join(root, 'scripts', 'prerender.mjs')], build);
  }
  if (isStale(serverOutput, ['bff', 'db', 'storage', 'core', 'package-lock.json'])) {
    process.stdout.write('Building the server...\n');
    await buildServer();
  }
}

// Stack traces point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverOutput).href);
