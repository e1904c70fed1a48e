import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES } from '../../core/projects';
import { authorize, canSeeProject, mayActOn, projectPermissions } from './projects';

const admin = { is_admin: true, is_erir: false, domain_id: 1 };
const erir = { is_admin: false, is_erir: true, domain_id: 1 };
const investor = { is_admin: false, is_erir: false, domain_id: 1 };

describe('project policy', () => {
  it('lets investors see only their brand’s active and completed projects; admins see all', () => {
    const seen = PROJECT_STATUSES.filter((status) => canSeeProject(investor, { domain_id: 1, status }));
    expect(seen).toEqual(['active', 'completed']);
    expect(canSeeProject(investor, { domain_id: 2, status: 'active' })).toBe(false);
    expect(PROJECT_STATUSES.every((status) => canSeeProject(admin, { domain_id: 2, status }))).toBe(true);
  });

  it('lets ERIR users block and unblock only their own brand’s projects, and nothing else', () => {
    expect(mayActOn(erir, 'block', { domain_id: 1 })).toBe(true);
    expect(mayActOn(erir, 'unblock', { domain_id: 2 })).toBe(false);
    expect(mayActOn(erir, 'edit', { domain_id: 1 })).toBe(false);
    expect(mayActOn(investor, 'block', { domain_id: 1 })).toBe(false);
  });

  it('combines the role with what the status allows', () => {
    expect(authorize(admin, 'block', { domain_id: 2, status: 'active' })).toBe(true);
    expect(authorize(admin, 'block', { domain_id: 2, status: 'draft' })).toBe(false);
    expect(authorize(erir, 'unblock', { domain_id: 1, status: 'blocked' })).toBe(true);
    expect(projectPermissions(admin, { domain_id: 1, status: 'draft' })).toEqual({
      edit: true,
      saveDraft: true,
      delete: true,
      manageFiles: true,
      block: false,
      unblock: false,
    });
    expect(Object.values(projectPermissions(investor, { domain_id: 1, status: 'active' })).some(Boolean)).toBe(false);
  });
});
