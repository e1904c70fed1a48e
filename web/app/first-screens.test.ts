import { describe, expect, it } from 'vitest';
import { hasOwnScreenCode } from './first-screens';

// What decides whether a members' page that does not paint first asks for its code at once (the
// screen's own files, which only that asking fetches) or after the app's (web/app/early-data.ts).
describe('hasOwnScreenCode', () => {
  it.each(['/dashboard', '/dashboard/', '/dashboard/investors', '/dashboard/users'])('%s: the entry asks for the members’ area’s code only', (path) => {
    expect(hasOwnScreenCode(path)).toBe(false);
  });

  it.each(['/dashboard/projects', '/dashboard/kyc-verification', '/dashboard/investments', '/dashboard/investments/7', '/dashboard/projects/42/view'])('%s: the entry asks for the screen’s code too', (path) => {
    expect(hasOwnScreenCode(path)).toBe(true);
  });
});
