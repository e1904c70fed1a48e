// Prerenders the app's pages after `vite build` (web/build/prerender.tsx does the work): bundles that
// module for Node with esbuild and runs it on the Vite build in dist/web.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { distDir } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSource = path.join(root, 'web');

/** Styles (ours and packages') are in the Vite build already; the Node bundle skips them. */
const withoutStyles = {
  name: 'without-styles',
  setup(builder) {
    builder.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'without-styles' }));
    builder.onLoad({ filter: /.*/, namespace: 'without-styles' }, () => ({ contents: '', loader: 'js' }));
  },
};

/**
 * The prerender never runs a screen: each of the route table's `import()`s stays in the bundle as its
 * module's name in the Vite manifest (`features/kyc/kyc-page.tsx`), which tells the page's styles.
 */
const screensByName = {
  name: 'screens-by-name',
  setup(builder) {
    builder.onResolve({ filter: /^\./ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === 'by-name' || path.basename(args.importer) !== 'route-table.ts') return undefined;
      const resolved = await builder.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'by-name' });
      return { path: path.relative(webSource, resolved.path).split(path.sep).join('/'), external: true };
    });
  },
};

export async function prerender() {
  // Inside node_modules so the bundle's bare imports (react, react-router…) resolve from the repository.
  const cacheDir = path.join(root, 'node_modules', '.cache');
  await fs.mkdir(cacheDir, { recursive: true });
  const bundleDir = await fs.mkdtemp(path.join(cacheDir, 'prerender-'));
  const bundle = path.join(bundleDir, 'prerender.mjs');
  try {
    await build({
      entryPoints: [path.join(webSource, 'build', 'prerender.tsx')],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      packages: 'external',
      plugins: [withoutStyles, screensByName],
      define: { 'import.meta.env.PROD': 'true', 'import.meta.env.DEV': 'false' },
      logLevel: 'warning',
    });
    const { writePrerenderedPages } = await import(pathToFileURL(bundle).href);
    return await writePrerenderedPages(path.join(distDir, 'web'));
  } finally {
    await fs.rm(bundleDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const written = await prerender();
  process.stdout.write(`Prerendered ${written} pages\n`);
}
