import { describe, expect, it } from 'vitest';
import { compareRegisterWithChain, type HoldingState, type TokenReading } from './reconciliation';

const state = (balance: number, frozenTokens = 0, walletFrozen = false): HoldingState => ({ balance: BigInt(balance), frozenTokens: BigInt(frozenTokens), walletFrozen });

function token(overrides: Partial<TokenReading> = {}): TokenReading {
  return {
    project_id: 'p1',
    token: '0xToken',
    register: { paused: false },
    chain: { paused: false },
    holdings: [{ user_id: 'u1', wallet: '0xWallet', register: state(10, 2), chain: state(10, 2) }],
    ...overrides,
  };
}

describe('compareRegisterWithChain', () => {
  it('is green when every holding and pause agree', () => {
    expect(compareRegisterWithChain([token(), token({ project_id: 'p2', register: { paused: true }, chain: { paused: true } })])).toEqual({ holdings: 2, differences: 0, details: [] });
  });

  it('names each field that differs, and counts a holding once however many differ', () => {
    const outcome = compareRegisterWithChain([token({ holdings: [{ user_id: 'u1', wallet: '0xWallet', register: state(10, 2, true), chain: state(15, 0, true) }] })]);
    expect(outcome.holdings).toBe(1);
    expect(outcome.differences).toBe(1);
    expect(outcome.details).toEqual([
      { project_id: 'p1', token: '0xToken', user_id: 'u1', wallet: '0xWallet', field: 'balance', register: '10', chain: '15' },
      { project_id: 'p1', token: '0xToken', user_id: 'u1', wallet: '0xWallet', field: 'frozen_tokens', register: '2', chain: '0' },
    ]);
  });

  it("finds a wallet frozen on one side only, and a token's pause apart from its holdings", () => {
    const outcome = compareRegisterWithChain([
      token({ register: { paused: true }, chain: { paused: false }, holdings: [{ user_id: 'u1', wallet: '0xWallet', register: state(1), chain: state(1, 0, true) }] }),
    ]);
    expect(outcome.differences).toBe(2);
    expect(outcome.details.map((d) => [d.field, d.register, d.chain])).toEqual([
      ['paused', true, false],
      ['wallet_frozen', false, true],
    ]);
  });

  it('shows amounts beyond a JS number exactly', () => {
    const huge = 2n ** 200n;
    const outcome = compareRegisterWithChain([token({ holdings: [{ user_id: 'u1', wallet: '0xW', register: state(0), chain: { ...state(0), balance: huge } }] })]);
    expect(outcome.details[0]!.chain).toBe(huge.toString());
  });

  it('counts nothing for no tokens', () => {
    expect(compareRegisterWithChain([])).toEqual({ holdings: 0, differences: 0, details: [] });
  });
});
