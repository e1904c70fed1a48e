import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, checkDraft, draftOf, filterFromSearch, searchWithFilter } from './audit-filters';
import { auditListPath } from './api/audit-api';

describe('filters in the address', () => {
  it('reads the known, non-empty parameters only', () => {
    expect(filterFromSearch(new URLSearchParams('actor=ana@example.com&action=project.block&target_id=%20&page=3&from=2026-01-01'))).toEqual({
      actor: 'ana@example.com',
      action: 'project.block',
      from: '2026-01-01',
    });
  });

  it('writes a filter over the current query, keeping other parameters and dropping cleared fields', () => {
    const next = searchWithFilter(new URLSearchParams('platform=hispaxtoken&action=kyc.approve&to=2026-01-31'), { target_type: 'project' });
    expect(next.toString()).toBe('platform=hispaxtoken&target_type=project');
  });

  it('asks the API for the filter a page at a time', () => {
    expect(auditListPath({}, null)).toBe('/audit?limit=50');
    expect(auditListPath({ actor: 'system', from: '2026-01-01' }, 'Mg', 10)).toBe('/audit?actor=system&from=2026-01-01&limit=10&cursor=Mg');
  });
});

describe('checking the form', () => {
  it('applies the filled fields, trimmed where the server trims', () => {
    expect(checkDraft({ ...EMPTY_DRAFT, action: 'project.block', target_id: '  abc ' })).toEqual({ ok: true, filter: { action: 'project.block', target_id: 'abc' } });
    expect(checkDraft(EMPTY_DRAFT)).toEqual({ ok: true, filter: {} });
    expect(draftOf({ actor: 'system' })).toEqual({ ...EMPTY_DRAFT, actor: 'system' });
  });

  it('names each field the server would refuse, with its message key', () => {
    expect(checkDraft({ ...EMPTY_DRAFT, actor: 'alguien', from: '2026-03-02', to: '2026-03-01' })).toEqual({
      ok: false,
      errors: { actor: 'audit.actorInvalid', to: 'audit.dateRangeInvalid' },
    });
  });
});
