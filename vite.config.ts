// Builds the PWA in web/ into dist/web, which the BFF serves. The service worker precaches the app
// shell so the app opens offline; runtime caching of API data is configured by the features that need it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import { chunkGroups } from './web/build/chunk-groups';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const MANIFEST = 'manifest.webmanifest';
const BFF = 'http://localhost:3000';
// web/api/ holds source modules too (/api/client.ts): those are Vite's to serve, not the BFF's.
const bffProxy = {
  target: BFF,
  bypass: (req: { url?: string }) => (/\.[cm]?[jt]sx?(\?|$)/.test(req.url ?? '') ? req.url : undefined),
};

/** Serves the repository's manifest.webmanifest in development and emits it into the build. */
function webManifest(): Plugin {
  const read = () => fs.readFileSync(path.join(rootDir, MANIFEST), 'utf8');
  return {
    name: 'tokenia:web-manifest',
    configureServer(server) {
      server.middlewares.use(`/${MANIFEST}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(read());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST, source: read() });
    },
  };
}

const CATALOG = /[\\/]web[\\/]i18n[\\/][^\\/]+\.json$/;
const COMPILED_CATALOG = '\0compiled-catalog:';
// The suffix keeps Vite's own JSON plugin, which goes by the extension, away from the compiled module.
const COMPILED_SUFFIX = '.compiled.js';

/**
 * Ships the message catalogs already parsed (ICU syntax trees), so the browser needs no message
 * parser: formatjs's parser is swapped for its no-parser build, about 8 KB less to download and no
 * parsing at start-up. Source JSON stays the single place the texts live.
 */
function precompiledCatalogs(): Plugin {
  return {
    name: 'tokenia:precompiled-catalogs',
    enforce: 'pre',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
    }),
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && CATALOG.test(resolved.id) ? COMPILED_CATALOG + resolved.id + COMPILED_SUFFIX : null;
    },
    load(id) {
      if (!id.startsWith(COMPILED_CATALOG)) return null;
      const file = id.slice(COMPILED_CATALOG.length, -COMPILED_SUFFIX.length);
      this.addWatchFile(file);
      const catalog = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, parseMessage(message)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

const IONIC_REACT = /[\\/]node_modules[\\/]@ionic[\\/]react[\\/]dist[\\/]index\.js$/;

/**
 * @ionic/react builds some of its module-level values (contexts, the tab bar's memo wrapper) through
 * React calls that are pure but not annotated so; the bundler must then keep them, and the components
 * they reference (ion-tabs, ion-tab-bar, ion-tab-button...), though the app renders none of them.
 */
function pureIonicWrappers(): Plugin {
  return {
    name: 'tokenia:pure-ionic-wrappers',
    apply: 'build',
    transform(code, id) {
      if (!IONIC_REACT.test(id)) return null;
      return { code: code.replace(/\bReact\.(memo|createContext|forwardRef)\(/g, '/*#__PURE__*/ React.$1('), map: null };
    },
  };
}

export default defineConfig({
  root: path.join(rootDir, 'web'),
  plugins: [
    react(),
    precompiledCatalogs(),
    pureIonicWrappers(),
    webManifest(),
    // The hashed code and styles are compressed once, as tightly as the formats go, and the BFF sends
    // those files (koa-send picks .br/.gz by Accept-Encoding): compressing them per request, as the
    // BFF's koa-compress would, must use a fast level (brotli 4), about 13 % larger on the wire.
    // Only assets/: their names change with their content, so a compressed copy can never go stale.
    compression({
      include: /^assets\/.*\.(js|css)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: zlib.constants.Z_BEST_COMPRESSION }),
      ],
      logLevel: 'silent',
    }),
    VitePWA({
      registerType: 'prompt',
      // web/shell/sw-register.ts registers the worker with workbox-window and asks before updating.
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/oidc\//],
        cleanupOutdatedCaches: true,
        // Offline reading of the members' area (DESIGN.md "Offline"). The cache names are cleared on
        // sign-out by web/offline/db.ts (RUNTIME_CACHES): keep the two lists equal.
        runtimeCaching: [
          {
            // Project images: a file never changes under its id, so a kept copy is always right.
            urlPattern: ({ url, request }) => url.pathname.startsWith('/api/projects/files/') && request.destination === 'image',
            handler: 'CacheFirst',
            options: {
              cacheName: 'project-files',
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The signed-in user, so the dashboard opens without a network; online, the BFF always answers.
            urlPattern: ({ url }) => url.pathname === '/api/auth/me',
            handler: 'NetworkFirst',
            options: { cacheName: 'session-profile', expiration: { maxEntries: 1 }, cacheableResponse: { statuses: [200] } },
          },
        ],
      },
    }),
  ],
  build: {
    // web/build/prerender.tsx reads it for each page's styles and code.
    manifest: true,
    outDir: path.join(process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(rootDir, 'dist'), 'web'),
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // Reading a property is taken to run no code (no getter with effects): else every
        // `class X extends React.Component` at a module's top level counts as a side effect, and
        // @ionic/react's wrappers for components the app never renders stay in the bundle.
        propertyReadSideEffects: false,
        // Ionic's per-component modules only define classes; @ionic/react registers the custom
        // elements it renders. Declaring them side-effect free lets unused components drop out of the
        // bundle (DESIGN.md "Ionic bundle size").
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@ionic[\\/]core[\\/]components[\\/]/, sideEffects: false }],
        // @ionic/react wraps every component at module level through these factories, which have no
        // side effects but are not annotated so: without this, components the app never renders (ion-nav,
        // ion-router-outlet...) stay in the bundle with the custom elements they define.
        manualPureFunctions: ['createReactComponent', 'createForwardRef', 'createRoutingComponent', 'createInlineOverlayComponent'],
      },
      output: { codeSplitting: { groups: chunkGroups(path.join(rootDir, 'web')) } },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': bffProxy,
      '/oidc': { target: BFF },
    },
  },
  preview: {
    port: 4173,
  },
});
