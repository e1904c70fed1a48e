import { describe, expect, it } from 'vitest';
import type { ApprovalRequest } from '../../../core/approvals';
import { effectText, shortWallet, timeLeft } from './approval-labels';

const echo = (key: string, values?: Record<string, string | number>) => `${key} ${JSON.stringify(values ?? {})}`;

describe('the time a request has left', () => {
  const now = Date.parse('2026-12-07T10:00:00Z');
  it('counts whole hours and minutes, rounding up to the minute', () => {
    expect(timeLeft('2026-12-09T10:00:00Z', now)).toEqual({ hours: 48, minutes: 0 });
    expect(timeLeft('2026-12-07T11:12:30Z', now)).toEqual({ hours: 1, minutes: 13 });
    expect(timeLeft('2026-12-07T10:00:01Z', now)).toEqual({ hours: 0, minutes: 1 });
  });
  it('is over at the deadline and after it', () => {
    expect(timeLeft('2026-12-07T10:00:00Z', now)).toBeNull();
    expect(timeLeft('2026-12-06T10:00:00Z', now)).toBeNull();
    expect(timeLeft('not a date', now)).toBeNull();
  });
});

describe('what approving will do', () => {
  const subject = { type: 'investment', id: 'i1', label: 'Ana Pérez', path: '/dashboard/investments/i1' } as const;
  it('names the values the server sent, shortening wallets', () => {
    const request: Pick<ApprovalRequest, 'kind' | 'effect' | 'subject'> = {
      kind: 'wallet.recover',
      effect: { investor: 'Ana Pérez', wallet: '0x1111111111111111111111111111111111112222', previous_wallet: '0x3333333333333333333333333333333333334444' },
      subject,
    };
    expect(effectText(echo, request)).toContain('"from":"0x3333…4444","to":"0x1111…2222"');
  });
  it('falls back to the subject where a value is missing', () => {
    expect(effectText(echo, { kind: 'project.unblock', effect: {}, subject: { ...subject, label: 'Proyecto X' } })).toContain('"project":"Proyecto X"');
    expect(shortWallet('0xabc')).toBe('0xabc');
  });
});
