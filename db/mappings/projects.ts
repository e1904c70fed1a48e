// Projects between the API's units and the table's: euros and percent (two decimals) are stored as
// integer cents and basis points, so no float ever holds an amount (db/knex.ts). Every conversion of a
// project's amounts goes through here, in both directions, by core/money.ts's one way in and one way out.
import { toCents, toEuros } from '../../core/money';
import type { ProjectFields } from '../../core/projects';
import type { DbProjectRow } from '../tables';

/** Euros → cents, percent → basis points: both are hundredths (the schema let through two decimals at most). */
export const toHundredths = (value: number | null | undefined): number | null => (value == null ? null : toCents(value));

/** Cents → euros, basis points → percent, exactly (an integer ÷ 100). */
export const fromHundredths = (value: number | null): number | null => (value === null ? null : toEuros(value));

/** The columns a project's editable fields are stored in. */
export type ProjectFieldColumns = Pick<
  DbProjectRow,
  | 'name'
  | 'description'
  | 'project_type'
  | 'website'
  | 'total_funding_cents'
  | 'duration_months'
  | 'modality'
  | 'annual_return_bp'
  | 'total_return_bp'
  | 'token_value_cents'
  | 'min_investment_cents'
  | 'max_investment_cents'
  | 'start_date'
  | 'end_date'
  | 'investment_terms'
>;

export function projectFieldsToRow(fields: ProjectFields): ProjectFieldColumns {
  return {
    name: fields.name,
    description: fields.description ?? null,
    project_type: fields.project_type ?? null,
    website: fields.website || null,
    total_funding_cents: toHundredths(fields.total_funding),
    duration_months: fields.duration ?? null,
    modality: fields.modality ?? null,
    annual_return_bp: toHundredths(fields.annual_return),
    total_return_bp: toHundredths(fields.total_return),
    token_value_cents: toHundredths(fields.token_value),
    min_investment_cents: toHundredths(fields.min_investment),
    max_investment_cents: toHundredths(fields.max_investment),
    start_date: fields.start_date ?? null,
    end_date: fields.end_date ?? null,
    investment_terms: fields.investment_terms ?? null,
  };
}

/** The editable fields as the API and the rules in core/ see them. */
export function projectFieldsFromRow(row: ProjectFieldColumns): ProjectFields {
  return {
    name: row.name,
    description: row.description,
    project_type: row.project_type,
    website: row.website,
    total_funding: fromHundredths(row.total_funding_cents),
    duration: row.duration_months,
    modality: row.modality,
    annual_return: fromHundredths(row.annual_return_bp),
    total_return: fromHundredths(row.total_return_bp),
    token_value: fromHundredths(row.token_value_cents),
    min_investment: fromHundredths(row.min_investment_cents),
    max_investment: fromHundredths(row.max_investment_cents),
    start_date: row.start_date,
    end_date: row.end_date,
    investment_terms: row.investment_terms,
  };
}
