import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../../../core/audit';
import type { Translate } from '../../i18n/i18n';
import es from '../../i18n/audit.es.json';
import en from '../../i18n/audit.en.json';
import { ACTION_KEYS, TARGET_KEYS, actionGroups, actionLabel, actorName, auditInstant, auditInstantParts, changesOf, shownValue, targetLabel, targetPath } from './audit-labels';

const translator =
  (catalog: Record<string, string>): Translate =>
  (key, values) => {
    const text = catalog[key] ?? key;
    return values ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])) : text;
  };
const t = translator(es);
const catalogs = { es, en } as Record<string, Record<string, string>>;

describe('audit labels', () => {
  it('names known actions and target types, and shows unknown ones as written', () => {
    expect(actionLabel(t, 'project.block')).toBe('Proyecto bloqueado');
    expect(actionLabel(t, 'investment.expire')).toBe('Inversión caducada');
    expect(actionLabel(t, 'investor.freeze')).toBe('investor.freeze');
    expect(actionLabel(t, 'toString')).toBe('toString');
    expect(targetLabel(t, 'kyc_application')).toBe('Solicitud de KYC');
    expect(targetLabel(t, 'wallet')).toBe('wallet');
  });

  it('names blocking, the holder register and their target', () => {
    expect(actionLabel(t, 'investor.block')).toBe('Inversor bloqueado');
    expect(actionLabel(t, 'investor.unblock')).toBe('Inversor desbloqueado');
    expect(actionLabel(t, 'tokens.block')).toBe('Tokens bloqueados');
    expect(actionLabel(t, 'tokens.unblock')).toBe('Tokens desbloqueados');
    expect(actionLabel(t, 'register.export')).toBe('Registro de titulares exportado');
    expect(targetLabel(t, 'blocking')).toBe('Bloqueo');
    const english = translator(en);
    expect(actionLabel(english, 'tokens.block')).toBe('Tokens blocked');
    expect(actionLabel(english, 'register.export')).toBe('Holder register exported');
    expect(targetLabel(english, 'blocking')).toBe('Blocking');
  });

  it('names the reads of personal data in both languages', () => {
    expect(actionLabel(t, 'kyc.application_read')).toBe('Solicitud de KYC consultada');
    expect(actionLabel(t, 'kyc.review_queue_read')).toBe('Cola de revisión de KYC consultada');
    expect(actionLabel(t, 'investor.list_read')).toBe('Lista de inversores consultada');
    const english = translator(en);
    expect(actionLabel(english, 'kyc.application_read')).toBe('KYC application viewed');
    expect(actionLabel(english, 'kyc.review_queue_read')).toBe('KYC review queue viewed');
    expect(actionLabel(english, 'investor.list_read')).toBe('Investors list viewed');
  });

  // The server writes only AUDIT_ACTIONS (insertAudit's type); each must read as words, never as its code.
  it.each(Object.keys(catalogs))('names every action the server writes and every target type in %s', (language) => {
    const say = translator(catalogs[language]!);
    const unnamed = AUDIT_ACTIONS.filter((action) => !Object.hasOwn(ACTION_KEYS, action) || !catalogs[language]![ACTION_KEYS[action]]?.trim());
    expect(unnamed).toEqual([]);
    const unnamedTargets = AUDIT_TARGET_TYPES.filter((type) => !Object.hasOwn(TARGET_KEYS, type) || !catalogs[language]![TARGET_KEYS[type]]?.trim());
    expect(unnamedTargets).toEqual([]);
    // One name per action: two actions read alike could not be told apart in the filter.
    const names = AUDIT_ACTIONS.map((action) => actionLabel(say, action));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(Object.keys(ACTION_KEYS).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('offers every known action once, grouped by area', () => {
    const groups = actionGroups();
    expect(groups.map((g) => g.group)).toEqual([
      'audit.group.project',
      'audit.group.kyc',
      'audit.group.investment',
      'audit.group.investors',
      'audit.group.account',
      'audit.group.approval',
      'audit.group.other',
    ]);
    expect(groups.flatMap((g) => g.actions).sort()).toEqual(Object.keys(ACTION_KEYS).sort());
    expect(groups.find((g) => g.group === 'audit.group.investors')!.actions).toEqual([
      'investor.block',
      'investor.unblock',
      'investor.list_read',
      'investor.knowledge_test',
      'investor.loss_simulation',
      'investor.risk_warning_acknowledge',
      'investor.sophisticated_apply',
      'investor.sophisticated_give_up',
      'tokens.block', 'tokens.unblock', 'register.export']);
    expect(groups.find((g) => g.group === 'audit.group.approval')!.actions).toEqual(['approval.propose', 'approval.approve', 'approval.reject', 'approval.expire', 'approval.void']);
    expect(groups.at(-1)!.actions).toEqual(['user.make_admin', 'chain.retry', 'demo.seed', 'chain.reconciliation_mismatch']);
  });

  it("names the actor, or 'Sistema' for the system", () => {
    expect(actorName(t, null)).toBe('Sistema');
    expect(actorName(t, { id: 'u', email: 'ana@example.com', name: 'Ana Ruiz' })).toBe('Ana Ruiz');
    expect(actorName(t, { id: 'u', email: 'ana@example.com', name: ' ' })).toBe('ana@example.com');
  });

  it('shows instants in Madrid time to the second, with the zone', () => {
    expect(auditInstant('2026-01-15T09:30:05.123456Z', 'es')).toBe('15/01/2026, 10:30:05 CET');
    expect(auditInstant('2026-07-15T09:30:05.000000Z', 'es')).toBe('15/07/2026, 11:30:05 CEST');
    // Past midnight in Madrid, still the day before in UTC: the day the date filters call it.
    expect(auditInstantParts('2026-01-15T23:30:00.000000Z', 'en')).toEqual(['16/01/2026', '00:30:00 CET']);
  });
});

describe('what an entry changed', () => {
  it('pairs every recorded field as before → after, marking the unchanged ones', () => {
    expect(changesOf({ status: 'active' }, { status: 'blocked', reason: 'Revisión' })).toEqual([
      { field: 'status', before: 'active', after: 'blocked', changed: true },
      { field: 'reason', before: '—', after: 'Revisión', changed: true },
    ]);
    expect(changesOf({ status: 'SUBMITTED', n: 1 }, { status: 'OK', n: 1 })).toEqual([
      { field: 'status', before: 'SUBMITTED', after: 'OK', changed: true },
      { field: 'n', before: '1', after: '1', changed: false },
    ]);
  });

  it('reads nothing recorded as no fields, and a lone value as `value`', () => {
    expect(changesOf(null, null)).toEqual([]);
    expect(changesOf(undefined, { at: 'x' })).toEqual([{ field: 'at', before: '—', after: 'x', changed: true }]);
    expect(changesOf('a', ['b'])).toEqual([{ field: 'value', before: 'a', after: '["b"]', changed: true }]);
  });

  it('writes values as text: none as a dash, objects as compact JSON', () => {
    expect(shownValue(null)).toBe('—');
    expect(shownValue('')).toBe('""');
    expect(shownValue(false)).toBe('false');
    expect(shownValue(1500)).toBe('1500');
    expect(shownValue({ type: 'front', ok: true })).toBe('{"type":"front","ok":true}');
  });
});

describe('target links', () => {
  it('opens projects, investments and KYC applications in their admin screens', () => {
    expect(targetPath({ target_type: 'project', target_id: 'p1' })).toBe('/dashboard/projects/p1');
    expect(targetPath({ target_type: 'investment', target_id: 'i 1' })).toBe('/dashboard/investments/i%201?admin=true');
    expect(targetPath({ target_type: 'kyc_application', target_id: 'k1' })).toBe('/dashboard/users-kyc/k1');
    expect(targetPath({ target_type: 'user', target_id: 'u1' })).toBeNull();
  });
});
