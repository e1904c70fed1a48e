import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BlockRequestSchema, blockingReason, investorEmail, investorName, mayBlockMoreTokens, TOKEN_UNBLOCK_REASON, tokenAmountProblem } from './investors';
import { translateMessage } from './messages';

const projectId = '6f1c8a52-3d2e-4c55-9a0b-0d3d2f6b7e11';
const userId = '0b7d4e3c-6a1f-4f2e-9c8d-5e4f3a2b1c0d';
const blockingId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** The first problem found: what the dialog shows and what the server answers. */
function firstIssue(input: unknown): string | null {
  const result = v.safeParse(BlockRequestSchema, input);
  return result.success ? null : result.issues[0].message;
}

describe('BlockRequestSchema', () => {
  it('needs a reason for a project, an investor and tokens, trimmed', () => {
    expect(firstIssue({ type: 'project', action: 'block', projectId, reason: '   ' })).toBe('project.reasonRequired');
    expect(v.parse(BlockRequestSchema, { type: 'project', action: 'unblock', projectId, reason: ' Resuelto ' }).reason).toBe('Resuelto');
    expect(firstIssue({ type: 'investor', action: 'block', userId, reason: '' })).toBe('block.reasonRequired');
    expect(firstIssue({ type: 'tokens', action: 'block', userId, projectId, amount: 1, reason: ' ' })).toBe('block.reasonRequired');
    expect(firstIssue({ type: 'investor', action: 'block', userId, reason: 'x'.repeat(1001) })).toBe('block.reasonTooLong');
    // Both say the spec's 'Indica un motivo'.
    expect(translateMessage('block.reasonRequired', 'es')).toBe(translateMessage('project.reasonRequired', 'es'));
  });

  it('refuses unknown types and actions, also the token type’s', () => {
    expect(firstIssue({ type: 'planet', action: 'block', projectId, reason: 'x' })).toBe('project.blockTypeInvalid');
    expect(firstIssue({ action: 'block', projectId, reason: 'x' })).toBe('project.blockTypeInvalid');
    expect(firstIssue({ type: 'project', action: 'freeze', projectId, reason: 'x' })).toBe('project.blockActionInvalid');
    expect(firstIssue({ type: 'investor', action: 'freeze', userId, reason: 'x' })).toBe('project.blockActionInvalid');
    expect(firstIssue({ type: 'tokens', action: 'freeze', blockingId, reason: 'x' })).toBe('project.blockActionInvalid');
    expect(firstIssue({ type: 'tokens', blockingId })).toBe('project.blockActionInvalid');
  });

  it('names whom or what: a malformed id is one that does not exist', () => {
    expect(firstIssue({ type: 'investor', action: 'block', userId: 'nope', reason: 'x' })).toBe('investor.notFound');
    expect(firstIssue({ type: 'tokens', action: 'block', userId, projectId: 'nope', amount: 1, reason: 'x' })).toBe('project.notFound');
    expect(firstIssue({ type: 'tokens', action: 'unblock', blockingId: 'nope' })).toBe('blocking.notFound');
  });

  it('takes a token amount of whole tokens above zero, as a number or digits', () => {
    const tokens = (amount: unknown) => v.safeParse(BlockRequestSchema, { type: 'tokens', action: 'block', userId, projectId, amount, reason: 'Embargo' });
    expect(tokens(5).output).toMatchObject({ amount: 5, userId, projectId, reason: 'Embargo' });
    expect(tokens(' 12 ').output).toMatchObject({ amount: 12 });
    for (const amount of [0, -3, 1.5, '1.5', '1e3', 'cinco', '', null, Number.MAX_SAFE_INTEGER + 2]) {
      expect(tokens(amount).issues?.[0]?.message, String(amount)).toBe('block.tokenAmountInvalid');
    }
  });

  it('releases tokens by blocking id, always with the fixed reason', () => {
    expect(v.parse(BlockRequestSchema, { type: 'tokens', action: 'unblock', blockingId })).toEqual({ type: 'tokens', action: 'unblock', blockingId, reason: TOKEN_UNBLOCK_REASON });
    expect(TOKEN_UNBLOCK_REASON).toBe('Desbloqueo de tokens');
  });
});

describe('tokenAmountProblem', () => {
  it('allows 1 up to the tokens not yet blocked, whole only', () => {
    expect(tokenAmountProblem(5, 10, 0)).toBeNull();
    expect(tokenAmountProblem(10, 10, 0)).toBeNull();
    expect(tokenAmountProblem(5, 10, 5)).toBeNull();
    for (const [amount, held, blocked] of [
      [6, 10, 5],
      [1, 10, 10],
      [0, 10, 0],
      [-1, 10, 0],
      [1.5, 10, 0],
      [1, 0, 0],
    ] as const) {
      expect(tokenAmountProblem(amount, held, blocked), `${amount} of ${held} (${blocked} blocked)`).toBe('block.tokenAmountInvalid');
    }
    expect(translateMessage('block.tokenAmountInvalid', 'es')).toBe('Cantidad de tokens inválida');
  });

  it('shows “Bloquear tokens” only while some tokens are not blocked', () => {
    expect(mayBlockMoreTokens({ total_tokens: 10, total_tokens_blocked: 9 })).toBe(true);
    expect(mayBlockMoreTokens({ total_tokens: 10, total_tokens_blocked: 10 })).toBe(false);
    expect(mayBlockMoreTokens({ total_tokens: 0, total_tokens_blocked: 0 })).toBe(false);
  });
});

describe('display fallbacks (spec 001 §3)', () => {
  it('names an investor by name, else the e-mail’s local part, else Unknown', () => {
    expect(investorName({ name: ' Carmen López ', email: 'c@x.es' })).toBe('Carmen López');
    expect(investorName({ name: '  ', email: 'carmen.lopez@x.es' })).toBe('carmen.lopez');
    expect(investorName({ name: null, email: null })).toBe('Unknown');
    expect(investorEmail({ email: null })).toBe('No email');
    expect(investorEmail({ email: 'c@x.es' })).toBe('c@x.es');
  });

  it('gives a blocking its reason, else reason_block, else Sin motivo', () => {
    expect(blockingReason({ reason: 'Embargo' })).toBe('Embargo');
    expect(blockingReason({ reason: ' ', reason_block: 'Antiguo' })).toBe('Antiguo');
    expect(blockingReason({ reason: null })).toBe('Sin motivo');
  });
});
