// The ways a user can prove a second factor now (the step-up dialog's choices): their kinds of factor,
// passkey first, and a recovery code while any is left.
import type { FactorOverview, ProofMethod } from '../../../../core/second-factor';

export function proofMethods(overview: Pick<FactorOverview, 'factors' | 'recovery_codes_left'>): ProofMethod[] {
  const kinds = new Set(overview.factors.map((factor) => factor.kind));
  const methods: ProofMethod[] = (['passkey', 'totp'] as const).filter((kind) => kinds.has(kind));
  return overview.recovery_codes_left > 0 ? [...methods, 'recovery'] : methods;
}
