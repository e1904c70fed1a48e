// The audit screen's filters live in the address (?actor=…&action=…), so a filtered view can be shared,
// reloaded and returned to with Back. The form edits a draft of them; the same schema the server checks
// the query with (core/audit.ts) decides what may be applied.
import * as v from 'valibot';
import { AUDIT_FILTER_FIELDS, AuditFilterSchema, type AuditFilter } from '../../../core/audit';

export type AuditFilterField = (typeof AUDIT_FILTER_FIELDS)[number];
/** What the form holds: every field as typed, '' when empty. */
export type FilterDraft = Record<AuditFilterField, string>;

export const EMPTY_DRAFT: FilterDraft = { actor: '', action: '', target_type: '', target_id: '', from: '', to: '' };

/** The filters an address names: its non-empty known parameters (the server judges their values). */
export function filterFromSearch(search: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  for (const field of AUDIT_FILTER_FIELDS) {
    const value = search.get(field)?.trim();
    if (value) filter[field] = value;
  }
  return filter;
}

export const draftOf = (filter: AuditFilter): FilterDraft => ({ ...EMPTY_DRAFT, ...filter });

/** The address's query for a filter: other parameters kept, the filter's own replaced. */
export function searchWithFilter(current: URLSearchParams, filter: AuditFilter): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const field of AUDIT_FILTER_FIELDS) {
    const value = filter[field];
    if (value) next.set(field, value);
    else next.delete(field);
  }
  return next;
}

/** Each field's first problem: a shared message key (core/messages.ts), worded by translateMessage. */
export type DraftErrors = Partial<Record<AuditFilterField, string>>;
export type DraftCheck = { ok: true; filter: AuditFilter } | { ok: false; errors: DraftErrors };

/** The draft as a filter (empty fields dropped), or the first problem of each field. */
export function checkDraft(draft: FilterDraft): DraftCheck {
  const given = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== ''));
  const result = v.safeParse(AuditFilterSchema, given);
  if (result.success) return { ok: true, filter: result.output };
  const errors: DraftErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as AuditFilterField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
