// What the phone keeps: every record of every store of the app's IndexedDB, flattened to one string
// (text as it is, binary — ArrayBuffers, typed arrays, Blobs — as Latin-1), so a test can show that a
// name, an ID number or a document's bytes never sit there in clear.
import type { Page } from '@playwright/test';

export async function indexedDbContents(page: Page, dbName = 'tokenia-offline'): Promise<{ stores: Record<string, number>; text: string }> {
  return page.evaluate(async (name) => {
    const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');
    const flatten = async (value: unknown): Promise<string> => {
      if (value instanceof ArrayBuffer) return latin1(new Uint8Array(value));
      if (ArrayBuffer.isView(value)) return latin1(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      if (value instanceof Blob) return latin1(new Uint8Array(await value.arrayBuffer()));
      if (Array.isArray(value)) return (await Promise.all(value.map(flatten))).join('\u0000');
      if (value && typeof value === 'object') {
        const parts = await Promise.all(Object.entries(value).map(async ([key, inner]) => `${key}=${await flatten(inner)}`));
        return parts.join('\u0000');
      }
      return String(value);
    };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const stores: Record<string, number> = {};
    const texts: string[] = [];
    for (const store of Array.from(db.objectStoreNames)) {
      const records = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(store, 'readonly').objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      stores[store] = records.length;
      texts.push(await flatten(records));
    }
    db.close();
    return { stores, text: texts.join('\u0000') };
  }, dbName);
}

/**
 * How many rows each store holds, or null while the app has not created its database yet (opening it
 * from here would create an empty one under the app's feet). The app keeps offline copies in the
 * background, after showing the fresh answer: a test waits on this before it cuts the network.
 */
export async function offlineStoreCounts(page: Page, dbName = 'tokenia-offline'): Promise<Record<string, number> | null> {
  const exists = await page.evaluate(async (name) => (await indexedDB.databases()).some((db) => db.name === name), dbName);
  return exists ? (await indexedDbContents(page, dbName)).stores : null;
}
