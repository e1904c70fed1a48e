import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { isPublishable, permissionsWhere, ProjectFieldsSchema, ProjectSaveSchema, statusAllows, type Project, type ProjectStatus } from '../../../core/projects';
import { FIELD_TABS, firstErrorField, formActions, newProjectValues, projectValues, saveInput, tabOfField } from './project-form-values';

/** What the server sends an admin with a project (bff/policies/projects.ts): the role allows every action, the status decides. */
const permissionsForStatus = (status: ProjectStatus) => permissionsWhere((action) => statusAllows(status, action));

describe('new project values', () => {
  it('start from the spec’s defaults with the rest empty', () => {
    const values = newProjectValues();
    expect(values).toMatchObject({
      name: '',
      project_type: 'real_estate',
      modality: 'equity',
      duration: 12,
      annual_return: 5,
      total_return: 15,
      token_value: 100,
      min_investment: 1000,
      max_investment: 10000,
      description: null,
      start_date: null,
    });
    expect(isPublishable(v.parse(ProjectFieldsSchema, { ...values, name: 'Solar' }))).toBe(false);
  });
});

describe('saved project as form values', () => {
  it('takes every field and leaves out what the form does not edit', () => {
    const project = { ...newProjectValues(), name: 'Solar', id: 'p1', status: 'draft', images: [], description: undefined } as unknown as Project;
    const values = projectValues(project);
    expect(values.name).toBe('Solar');
    expect(values.description).toBeNull();
    expect(Object.keys(values)).toHaveLength(Object.values(FIELD_TABS).flat().length);
    expect(values).not.toHaveProperty('status');
  });
});

describe('save input', () => {
  const fields = v.parse(ProjectFieldsSchema, { ...newProjectValues(), name: '  Solar  ' });

  it('creates with the chosen brand, updates by id, and passes the server’s schema', () => {
    const created = saveInput(fields, { status: 'draft', projectId: null, domainId: 2 });
    expect(created).toMatchObject({ name: 'Solar', status: 'draft', domain_id: 2 });
    expect(created).not.toHaveProperty('projectId');
    const id = '6f1c2b1e-8f7a-4c3e-9a51-0f6d8f2b7c11';
    const updated = saveInput(fields, { status: 'active', projectId: id, domainId: 1 });
    expect(updated).toMatchObject({ projectId: id, status: 'active' });
    expect(updated).not.toHaveProperty('domain_id');
    expect(v.safeParse(ProjectSaveSchema, created).success).toBe(true);
    expect(v.safeParse(ProjectSaveSchema, updated).success).toBe(true);
  });
});

describe('form actions', () => {
  it('offers draft saving only while draft', () => {
    expect(formActions(null, false, false).saveDraft).toBe(true);
    expect(formActions(permissionsForStatus('draft'), true, false).saveDraft).toBe(true);
    expect(formActions(permissionsForStatus('active'), true, true).saveDraft).toBe(false);
  });

  it('offers publishing a draft only when publishable and saved', () => {
    expect(formActions(permissionsForStatus('draft'), false, true).publish).toBe('enabled');
    expect(formActions(permissionsForStatus('draft'), true, true).publish).toBe('hidden');
    expect(formActions(permissionsForStatus('draft'), false, false).publish).toBe('hidden');
  });

  it('lets an active project publish its changes only when there are some', () => {
    expect(formActions(permissionsForStatus('active'), false, true).publish).toBe('disabled');
    expect(formActions(permissionsForStatus('active'), true, true).publish).toBe('enabled');
  });

  it('creates and publishes at once a new project that is publishable', () => {
    expect(formActions(null, true, true).publish).toBe('enabled');
    expect(formActions(null, true, false).publish).toBe('hidden');
  });

  it('makes blocked, completed and cancelled projects read-only', () => {
    for (const status of ['blocked', 'completed', 'cancelled'] as const) {
      expect(formActions(permissionsForStatus(status), true, true)).toEqual({ editable: false, saveDraft: false, publish: 'hidden' });
    }
  });
});

describe('fields and tabs', () => {
  it('knows the tab of every field and the first error in form order', () => {
    expect(tabOfField('website')).toBe('basic');
    expect(tabOfField('max_investment')).toBe('financing');
    expect(tabOfField('investment_terms')).toBe('terms');
    expect(tabOfField('status')).toBeUndefined();
    expect(firstErrorField({ investment_terms: {}, total_funding: {} })).toBe('total_funding');
    expect(firstErrorField({})).toBeUndefined();
  });
});
