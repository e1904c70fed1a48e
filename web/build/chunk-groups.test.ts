import { describe, expect, it } from 'vitest';
import { appChunkNamer, chunkGroups, staticClosure } from './chunk-groups';

const groups = chunkGroups('/repo/web');

function groupOf(id: string): string | undefined {
  const matching = groups.filter(({ test }) => (typeof test === 'function' ? test(id) : test instanceof RegExp ? test.test(id) : false));
  return matching.sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))[0]?.name as string | undefined;
}

describe('chunk groups', () => {
  it('puts React, the router and formatjs in the framework chunk every page runs', () => {
    expect(groupOf('/repo/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('framework');
    expect(groupOf('/repo/node_modules/@remix-run/router/dist/router.js')).toBe('framework');
    expect(groupOf('/repo/node_modules/@formatjs/intl/lib/src/message.js')).toBe('framework');
  });

  it('puts Ionic and its icon element in one chunk but leaves icon data to the pages that draw them', () => {
    expect(groupOf('/repo/node_modules/@ionic/core/components/p-CthoZqG1.js')).toBe('ionic');
    expect(groupOf('/repo/node_modules/ionicons/components/ion-icon.js')).toBe('ionic');
    expect(groupOf('/repo/node_modules/ionicons/icons/index.mjs')).toBeUndefined();
  });

  it('leaves the app code and the offline store to automatic chunking', () => {
    expect(groupOf('/repo/web/features/projects/catalog-page.tsx')).toBeUndefined();
    expect(groupOf('/repo/node_modules/dexie/dist/modern/dexie.mjs')).toBeUndefined();
    expect(groupOf('\0vite/preload-helper.js')).toBeUndefined();
  });

  it('puts the message catalogs of one group and language in one chunk', () => {
    const catalog = (file: string) => `\0compiled-catalog:/repo/web/i18n/${file}.compiled.js`;
    expect(groupOf(catalog('projects.es.json'))).toBe('texts-members-es');
    expect(groupOf(catalog('kyc-summary.en.json'))).toBe('texts-identity-en');
    expect(groupOf(catalog('kyc-admin.es.json'))).toBe('texts-admin-es');
    expect(groupOf(catalog('site.en.json'))).toBe('texts-site-en');
    // The shell's texts ship in the entry.
    expect(groupOf(catalog('es.json'))).toBeUndefined();
  });

  it('never lets a lazily loaded group pull in what its packages import', () => {
    for (const group of groups.filter(({ name }) => name !== 'framework')) expect(group.includeDependenciesRecursively).toBe(false);
  });
});

/** A module graph: each module's static and lazy imports. */
function graph(modules: Record<string, { imports?: string[]; lazy?: string[] }>) {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module ? { importedIds: module.imports ?? [], dynamicallyImportedIds: module.lazy ?? [] } : null;
    },
  };
}

describe('app chunks', () => {
  const web = (file: string) => `/repo/web/${file}`;
  const app = graph({
    [web('main.tsx')]: { imports: [web('boot/platform.ts')], lazy: [web('start.tsx'), web('shell/route-table.ts')] },
    [web('boot/platform.ts')]: {},
    [web('shell/route-table.ts')]: {
      imports: [web('api/client.ts')],
      lazy: [
        web('features/projects/catalog-page.tsx'),
        web('features/kyc/kyc-page.tsx'),
        web('shell/project-screen.tsx'),
        web('features/investments/investments-page.tsx'),
      ],
    },
    [web('start.tsx')]: { imports: [web('shell/router.tsx')] },
    [web('shell/router.tsx')]: {
      imports: [web('core-format.ts'), web('shell/route-table.ts')],
      lazy: [
        web('features/public-site/home-page.tsx'),
        web('features/public-site/contact-page.tsx'),
        web('features/auth/login-page.tsx'),
        web('shell/members-frame.tsx'),
      ],
    },
    [web('features/public-site/home-page.tsx')]: {
      imports: [web('features/public-site/site-header.tsx'), web('components/language-switcher.tsx'), web('components/site-meta.tsx'), '/repo/node_modules/valibot/index.js'],
    },
    [web('features/public-site/site-header.tsx')]: {},
    [web('components/language-switcher.tsx')]: {},
    [web('components/site-meta.tsx')]: {},
    ['/repo/node_modules/valibot/index.js']: {},
    [web('core-format.ts')]: {},
    [web('shell/members-frame.tsx')]: { imports: [web('shell/members/shell.tsx'), web('shell/ionic-shell.tsx'), web('core-format.ts')] },
    [web('shell/project-screen.tsx')]: { imports: [web('features/projects/project-detail-page.tsx'), web('features/investments/invest-section.tsx')] },
    [web('features/projects/project-detail-page.tsx')]: {
      imports: [web('components/tab-list.tsx'), web('features/projects/project-gallery.tsx'), web('core-messages.ts'), '/repo/node_modules/valibot/index.js'],
    },
    [web('features/projects/project-gallery.tsx')]: {},
    [web('features/investments/invest-section.tsx')]: { imports: [web('core-investments.ts')] },
    [web('features/investments/investments-page.tsx')]: { imports: [web('core-investments.ts')] },
    [web('core-investments.ts')]: {},
    [web('components/tab-list.tsx')]: {},
    [web('shell/members/shell.tsx')]: { imports: [web('shell/session.ts'), web('components/language-switcher.tsx')] },
    [web('shell/session.ts')]: {},
    [web('shell/ionic-shell.tsx')]: {},
    [web('features/projects/catalog-page.tsx')]: { imports: [web('core-messages.ts')] },
    [web('core-messages.ts')]: {},
    [web('features/kyc/kyc-page.tsx')]: { imports: [web('kyc-draft.ts'), web('components/tab-list.tsx')] },
    [web('kyc-draft.ts')]: {},
    [web('features/public-site/contact-page.tsx')]: { imports: [web('core-messages.ts'), web('features/public-site/site-header.tsx')] },
    [web('features/auth/login-page.tsx')]: { imports: [web('shell/session.ts'), web('components/site-meta.tsx'), '/repo/node_modules/valibot/index.js'] },
  });
  const name = appChunkNamer('/repo/web');
  const chunkOf = (file: string) => name(web(file), app);

  it('follows static imports only', () => {
    expect([...staticClosure(app, [web('start.tsx')])].sort()).toEqual([
      web('api/client.ts'),
      web('core-format.ts'),
      web('shell/route-table.ts'),
      web('shell/router.tsx'),
      web('start.tsx'),
    ]);
  });

  it("keeps the entry's own modules in the entry and puts the rest of start-up in one chunk", () => {
    expect(chunkOf('main.tsx')).toBeNull();
    expect(chunkOf('boot/platform.ts')).toBeNull();
    expect(chunkOf('start.tsx')).toBe('start');
    expect(chunkOf('core-format.ts')).toBe('start');
  });

  it('puts the route table and what the entry asks for with it in a small chunk of its own', () => {
    expect(chunkOf('shell/route-table.ts')).toBe('first-answers');
    expect(chunkOf('api/client.ts')).toBe('first-answers');
  });

  it("puts the members' frame and its landing screen in one chunk, and leaves the other screens to load on their own", () => {
    expect(chunkOf('shell/members-frame.tsx')).toBe('members');
    expect(chunkOf('shell/members/shell.tsx')).toBe('members');
    expect(chunkOf('shell/ionic-shell.tsx')).toBe('members');
    expect(chunkOf('features/projects/catalog-page.tsx')).toBe('members');
  });

  it('puts the home page and what only the public site shares with it in one chunk', () => {
    expect(chunkOf('features/public-site/home-page.tsx')).toBe('site');
    expect(chunkOf('features/public-site/site-header.tsx')).toBe('site');
    expect(chunkOf('features/public-site/contact-page.tsx')).toBeNull();
  });

  it("moves the app's own modules the home page shares with another area into the start-up code, never a package", () => {
    expect(chunkOf('components/language-switcher.tsx')).toBe('start');
    expect(chunkOf('components/site-meta.tsx')).toBe('start');
    expect(name('/repo/node_modules/valibot/index.js', app)).toBeNull();
  });

  it('leaves out what a page outside the members area imports too, and the other screens', () => {
    expect(chunkOf('core-messages.ts')).toBeNull();
    expect(chunkOf('shell/session.ts')).toBeNull();
    expect(chunkOf('features/kyc/kyc-page.tsx')).toBeNull();
    expect(chunkOf('kyc-draft.ts')).toBeNull();
    expect(chunkOf('features/investments/investments-page.tsx')).toBeNull();
  });

  it("leaves a project's page, its investing part and the tabs several screens draw to the bundler", () => {
    for (const file of ['shell/project-screen.tsx', 'features/investments/invest-section.tsx', 'core-investments.ts', 'components/tab-list.tsx']) expect(chunkOf(file), file).toBeNull();
  });
});
