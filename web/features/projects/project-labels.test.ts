import { describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/i18n';
import projectsEs from '../../i18n/projects.es.json';
import { ApiError, OfflineError } from '../../api/client';
import { documentTypeLabel, euros, fundedShare, percent, projectStatusLabel, projectStatusTone, projectTypeLabel, whitelabelName, writeFailure } from './project-labels';

const t: Translate = (key) => (projectsEs as Record<string, string>)[key] ?? key;

describe('project labels', () => {
  it('names the statuses of the management list and shows others raw', () => {
    expect(['active', 'draft', 'completed', 'cancelled', 'blocked'].map((s) => projectStatusLabel(t, s))).toEqual([
      'Activo',
      'Borrador',
      'Completado',
      'Cancelado',
      'Bloqueado',
    ]);
    expect(projectStatusLabel(t, 'archived')).toBe('archived');
    expect(projectStatusLabel(t, 'constructor')).toBe('constructor');
  });

  it('colours the status badge per view', () => {
    expect(projectStatusTone('active', 'admin')).toBe('success');
    expect(projectStatusTone('cancelled', 'admin')).toBe('neutral');
    expect(projectStatusTone('completed', 'admin')).toBe('warning');
    expect(projectStatusTone('completed', 'investor')).toBe('neutral');
    expect(projectStatusTone('blocked', 'investor')).toBe('warning');
  });

  it('labels document categories, empty ones and unknown ones', () => {
    expect(documentTypeLabel(t, 'legal')).toBe('Documento legal');
    expect(documentTypeLabel(t, 'whitepaper')).toBe('Whitepaper');
    expect(documentTypeLabel(t, null)).toBe('Sin categoría');
    expect(documentTypeLabel(t, '')).toBe('Sin categoría');
    expect(documentTypeLabel(t, 'prospecto')).toBe('Otro');
  });

  it('labels project types and keeps unknown ones raw', () => {
    expect(projectTypeLabel(t, 'real_estate')).toBe('Inmobiliario');
    expect(projectTypeLabel(t, null)).toBe('Sin tipo');
    expect(projectTypeLabel(t, 'mining')).toBe('mining');
  });

  it('names the whitelabel: the default brand for 1 and anything unknown, Hispax for 2', () => {
    expect(whitelabelName(1)).toBe('Tokenia');
    expect(whitelabelName(2)).toBe('Hispax');
    expect(whitelabelName(0)).toBe('Tokenia');
  });

  it('formats euros, percentages and the funded share in es-ES', () => {
    expect(euros(1250000)).toBe('1.250.000\u00a0€');
    expect(euros(100.5, 2)).toBe('100,50\u00a0€');
    expect(euros(null)).toBe('—');
    expect(percent(5.25)).toBe('5,25\u00a0%');
    expect(fundedShare(42.5)).toBe('42,5');
    expect(fundedShare(100)).toBe('100,0');
  });
});

describe('write failures', () => {
  it('says the server’s own words, else the action’s failure, and offline that writes wait', () => {
    const failed = t('projects.save.failed');
    expect(writeFailure(t, new ApiError(409, 'El proyecto no se puede editar'), failed)).toBe('El proyecto no se puede editar');
    expect(writeFailure(t, new ApiError(500, ''), failed)).toBe(failed);
    expect(writeFailure(t, new Error('boom'), failed)).toBe(failed);
    expect(writeFailure(t, new OfflineError(null), failed)).toBe(t('offline.writesDisabled'));
  });
});
