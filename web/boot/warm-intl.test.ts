import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl';

describe('warmIntl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts ICU, then builds the number and date locale sets formatjs needs, each in a task of its own, never in the caller’s', () => {
    const tasks: (() => void)[] = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((task: () => void) => tasks.push(task)) as unknown as typeof setTimeout);
    const collator = vi.spyOn(Intl.Collator, 'supportedLocalesOf');
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');

    warmIntl();
    expect(collator).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(4);

    tasks[0]!();
    tasks[1]!();
    expect(collator).toHaveBeenCalledOnce();
    expect(numbers).not.toHaveBeenCalled();
    tasks[2]!();
    expect(numbers).toHaveBeenCalledOnce();
    expect(dates).not.toHaveBeenCalled();
    tasks[3]!();
    expect(dates).toHaveBeenCalledOnce();
  });
});
