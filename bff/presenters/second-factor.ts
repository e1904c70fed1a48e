// An enrolled factor as the security screen lists it: never its secret, key or counter.
import type { SecondFactor } from '../../core/second-factor';
import type { DbSecondFactorRow } from '../../db/tables';

export function presentSecondFactor(row: DbSecondFactorRow): SecondFactor {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}
