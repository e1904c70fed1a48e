import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/knex';
import { catalogOf } from './project-catalog-cache';

interface Page {
  json: string;
}
const page = (n: number): Page => ({ json: String(n) });

/** A loader whose calls are counted and whose answers come when the test says so. */
function loader() {
  const pending: ((value: Page) => void)[] = [];
  const load = vi.fn(() => new Promise<Page>((resolve) => pending.push(resolve)));
  return { load, answer: (n: number) => pending.shift()!(page(n)) };
}

/** A catalog that has loaded page 1 under 'k', and the loader it used. */
async function withFirstPage() {
  const catalog = catalogOf<Page>({} as Db);
  const { load, answer } = loader();
  const first = catalog.get('k', load);
  answer(1);
  await first;
  return { catalog, load, answer };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('catalog pages', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads a page once for a burst of requests and keeps it for a second', async () => {
    const catalog = catalogOf<Page>({} as Db);
    const { load, answer } = loader();
    const first = catalog.get('1|24|', load);
    const second = catalog.get('1|24|', load);
    answer(1);
    expect([await first, await second].map((p) => p.json)).toEqual(['1', '1']);
    vi.advanceTimersByTime(900);
    expect((await catalog.get('1|24|', load)).json).toBe('1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers from the expired page while a reload runs, then from the new one', async () => {
    const { catalog, load, answer } = await withFirstPage();
    vi.advanceTimersByTime(1_200);
    expect((await catalog.get('k', load)).json).toBe('1');
    expect((await catalog.get('k', load)).json).toBe('1');
    expect(load).toHaveBeenCalledTimes(2);
    answer(2);
    await flush();
    expect((await catalog.get('k', load)).json).toBe('2');
  });

  it('waits for the database when the kept page is older than two seconds', async () => {
    const { catalog, load, answer } = await withFirstPage();
    vi.advanceTimersByTime(2_500);
    const fresh = catalog.get('k', load);
    answer(2);
    expect((await fresh).json).toBe('2');
  });

  it('forgets every page when a write clears it, even one being reloaded', async () => {
    const { catalog, load, answer } = await withFirstPage();
    vi.advanceTimersByTime(1_200);
    await catalog.get('k', load);
    catalog.clear();
    answer(2); // the background reload started before the write
    await flush();
    const after = catalog.get('k', load);
    answer(3);
    expect((await after).json).toBe('3');
  });

  it('does not keep a failed load', async () => {
    const catalog = catalogOf<Page>({} as Db);
    const failing = vi.fn(() => Promise.reject(new Error('database down')));
    await expect(catalog.get('k', failing)).rejects.toThrow('database down');
    const { load, answer } = loader();
    const retry = catalog.get('k', load);
    answer(4);
    expect((await retry).json).toBe('4');
  });

  it('keeps one set of pages per database', () => {
    const db = {} as Db;
    expect(catalogOf(db)).toBe(catalogOf(db));
    expect(catalogOf({} as Db)).not.toBe(catalogOf(db));
  });
});
