// The investor catalog's answers, kept for a second (see CatalogPages). A module of its own so every
// service that changes what a catalog card shows (saving, blocking, files) can clear it.
import type { Db } from '../../db/knex';

/**
 * The investor catalog is the busiest read (every investor's home screen, refreshed on every visit) and
 * the same for every investor of a brand, so its answers (JSON, ETag, compressed bodies) are kept for
 * a second; in the second after that a request still gets the kept answer while the page reloads in
 * the background, so no request waits for the database once the page is known; older answers are not
 * used. Writes clear the pages at once, in every replica (through the event bus); if the bus is down, another
 * replica's write still shows within two seconds. A project's detail and files are never cached: a blocked project is refused there at once.
 */
const CATALOG_TTL_MS = 1_000;
const CATALOG_STALE_MS = 1_000;
const CATALOG_MAX_PAGES = 256;

interface Entry<Page> {
  /** Fresh until then; for CATALOG_STALE_MS more it still answers while its replacement loads. */
  expires: number;
  page: Promise<Page>;
  ready: boolean;
  refreshing: boolean;
}

class CatalogPages<Page> {
  private readonly pages = new Map<string, Entry<Page>>();
  /** Tells the other replicas (bff/events/bus.ts) when set. */
  broadcast: (() => void) | undefined;

  get(key: string, load: () => Promise<Page>): Promise<Page> {
    const hit = this.pages.get(key);
    if (!hit || hit.expires + CATALOG_STALE_MS <= Date.now()) return this.fill(key, load).page;
    if (hit.expires <= Date.now() && hit.ready && !hit.refreshing) this.refresh(key, hit, load);
    return hit.page;
  }

  /** After a write through this process: drops the pages here and, through the bus, in every replica. */
  clear(): void {
    this.pages.clear();
    this.broadcast?.();
  }

  /** Another replica wrote (or the bus reconnected and may have missed a write). */
  dropLocal(): void {
    this.pages.clear();
  }

  /** The promise is shared: a burst of identical requests costs one query and one compression. */
  private fill(key: string, load: () => Promise<Page>): Entry<Page> {
    const entry = loading(load);
    entry.page.catch(() => {
      if (this.pages.get(key) === entry) this.pages.delete(key);
    });
    if (!this.pages.has(key) && this.pages.size >= CATALOG_MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, entry);
    return entry;
  }

  /** In the background: no request waits for the database once a page is known. */
  private refresh(key: string, stale: Entry<Page>, load: () => Promise<Page>): void {
    stale.refreshing = true;
    const next = loading(load);
    next.page.then(
      () => {
        // Unless a write cleared the cache meanwhile: then the next request loads afresh.
        if (this.pages.get(key) === stale) this.pages.set(key, next);
      },
      () => {
        stale.refreshing = false;
      },
    );
  }
}

function loading<Page>(load: () => Promise<Page>): Entry<Page> {
  const entry: Entry<Page> = { expires: Date.now() + CATALOG_TTL_MS, page: load(), ready: false, refreshing: false };
  entry.page.then(
    () => (entry.ready = true),
    () => undefined,
  );
  return entry;
}

/**
 * One catalog per database: the projects routes, /api/block and the file routes each make a service.
 * What a page is (the answer ready to send: JSON, ETag, compressed bodies) is the one reader's business,
 * the catalog route's; the services only clear the pages.
 */
const catalogs = new WeakMap<Db, CatalogPages<unknown>>();
export function catalogOf<Page = unknown>(db: Db): CatalogPages<Page> {
  let catalog = catalogs.get(db);
  if (!catalog) catalogs.set(db, (catalog = new CatalogPages()));
  return catalog as CatalogPages<Page>;
}
