import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { WalletChangeRequestSchema, WalletChangeReviewSchema, recoverySteps } from './wallet-change';

const OLD = '0x1111111111111111111111111111111111111111';
const NEW = '0x2222222222222222222222222222222222222222';

describe('a wallet change', () => {
  it('verifies the new wallet first, moves each holding and freezes it again as it was, and deregisters the old one last', () => {
    const holdings = [
      { projectId: 'p1', tokens: 30, frozenTokens: 12 },
      { projectId: 'p2', tokens: 5, frozenTokens: 0 },
      { projectId: 'p3', tokens: 0, frozenTokens: 0 },
    ];
    expect(recoverySteps(OLD, NEW, holdings, false)).toEqual([
      { kind: 'register_identity', wallet: NEW },
      { kind: 'forced_transfer', project: 'p1', from: OLD, to: NEW, amount: 30 },
      { kind: 'freeze_partial_tokens', project: 'p1', wallet: NEW, amount: 12 },
      { kind: 'forced_transfer', project: 'p2', from: OLD, to: NEW, amount: 5 },
      { kind: 'delete_identity', wallet: OLD },
    ]);
  });

  it("freezes a blocked investor's new wallet on every token it receives", () => {
    const steps = recoverySteps(OLD, NEW, [{ projectId: 'p1', tokens: 3, frozenTokens: 0 }], true);
    expect(steps).toContainEqual({ kind: 'set_address_frozen', project: 'p1', wallet: NEW, frozen: true });
    expect(steps.at(-1)).toEqual({ kind: 'delete_identity', wallet: OLD });
  });

  it('only registers and deregisters when there is nothing to move', () => {
    expect(recoverySteps(OLD, NEW, [], false).map((s) => s.kind)).toEqual(['register_identity', 'delete_identity']);
  });

  it('asks for the address twice, compared without case, and a reason to reject', () => {
    expect(v.safeParse(WalletChangeRequestSchema, { wallet: NEW, wallet_repeat: ` ${NEW.toUpperCase().replace('0X', '0x')} ` }).success).toBe(true);
    const mismatch = v.safeParse(WalletChangeRequestSchema, { wallet: NEW, wallet_repeat: OLD });
    expect(mismatch.issues?.[0]?.message).toBe('kyc.walletChange.repeatMismatch');
    expect(v.safeParse(WalletChangeReviewSchema, { status: 'REJECTED' }).issues?.[0]?.message).toBe('kyc.rejectionReasonRequired');
    expect(v.safeParse(WalletChangeReviewSchema, { status: 'APPROVED' }).success).toBe(true);
  });
});
