import { describe, expect, it } from 'vitest';
import { chunkGroups } from './chunk-groups';

function groupOf(id: string): string | undefined {
  const matching = chunkGroups.filter(({ test }) => (typeof test === 'function' ? test(id) : test instanceof RegExp ? test.test(id) : false));
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
    expect(groupOf(catalog('kyc-summary.en.json'))).toBe('texts-members-en');
    expect(groupOf(catalog('kyc-admin.es.json'))).toBe('texts-admin-es');
    expect(groupOf(catalog('site.en.json'))).toBe('texts-site-en');
    // The shell's texts ship in the entry.
    expect(groupOf(catalog('es.json'))).toBeUndefined();
  });

  it('never lets a lazily loaded group pull in what its packages import', () => {
    for (const group of chunkGroups.filter(({ name }) => name !== 'framework')) expect(group.includeDependenciesRecursively).toBe(false);
  });
});
