// The brands, loaded once at startup (they change only through migrations and seeds) and resolved per
// request from the platform parameter, the client's stored preference (X-Platform) and the host.
import type { Context } from 'koa';
import { resolveDomainId, type BrandKey } from '../../core/brand-resolution';
import type { Db } from '../../db/knex';
import { listBrands } from '../../db/queries/brands';
import type { DbBrandRow } from '../../db/tables';
import { boundedMemo } from '../bounded-memo';

export class BrandRegistry {
  private rows = new Map<number, DbBrandRow>();
  private keys: BrandKey[] = [];
  /** Host names of the configured origins requests resolved to, so no URL is parsed per request. */
  private readonly hostnameOf = boundedMemo<string>();

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    const rows = await listBrands(this.db);
    if (rows.length === 0) throw new Error('No brands in the database: run the migrations and brand seed first');
    this.rows = new Map(rows.map((r) => [r.domain_id, r]));
    this.keys = rows.map((r) => ({ domainId: r.domain_id, platform: r.platform, hosts: r.hosts }));
  }

  all(): DbBrandRow[] {
    return [...this.rows.values()];
  }

  byDomainId(domainId: number): DbBrandRow | undefined {
    return this.rows.get(domainId);
  }

  /** `storedPlatform`: the client's remembered platform, sent as X-Platform by API calls (a page request carries it in a cookie). */
  forRequest(ctx: Context, storedPlatform: string | undefined = ctx.get('x-platform')): DbBrandRow {
    const origin = ctx.state.origin;
    const platformParam = typeof ctx.query.platform === 'string' ? ctx.query.platform : undefined;
    const domainId = resolveDomainId(this.keys, {
      platformParam,
      storedPlatform,
      // The configured origin the request resolved to (the host a trusted proxy reported), not a raw header.
      host: origin ? this.hostnameOf(origin, () => new URL(origin).hostname) : ctx.hostname,
    });
    const row = this.rows.get(domainId) ?? this.rows.get(1);
    if (!row) throw new Error('The default brand (domain 1) is missing');
    return row;
  }
}
