import { describe, expect, it } from 'vitest';
import { investmentListPath } from './investment-paths';
import { listScope } from './investments-api';

const admin = { is_admin: true };
const investor = { is_admin: false };
const search = (query: string) => new URLSearchParams(query);

describe('listScope', () => {
  it('lists every investment only for an admin asking with ?admin=true', () => {
    expect(listScope(search('admin=true'), admin)).toEqual({ admin: true, status: 'all' });
    expect(listScope(search(''), admin)).toEqual({ admin: false, status: 'all' });
    expect(listScope(search('admin=true'), investor)).toEqual({ admin: false, status: 'all' });
  });

  it("takes the admin's status filter from the address, ignoring unknown values and investors' attempts", () => {
    expect(listScope(search('admin=true&status=review'), admin)).toEqual({ admin: true, status: 'review' });
    expect(listScope(search('admin=true&status=refunded'), admin)).toEqual({ admin: true, status: 'all' });
    expect(listScope(search('status=review'), investor)).toEqual({ admin: false, status: 'all' });
  });
});

describe('investmentListPath', () => {
  it('asks for the own list, or the admin list with its filter, a page at a time', () => {
    expect(investmentListPath({ admin: false, status: 'all' }, null)).toBe('/investment?limit=25');
    expect(investmentListPath({ admin: true, status: 'all' }, null)).toBe('/investment?admin=true&limit=25');
    expect(investmentListPath({ admin: true, status: 'erir' }, 'abc=', 10)).toBe('/investment?admin=true&status=erir&limit=10&cursor=abc%3D');
  });
});
