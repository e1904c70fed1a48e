// Proving a second factor in tests (issue 57). Placeholder until second factors land: step-up asks
// nothing yet, so there is nothing to prove. The second-factor work replaces the body with the real
// thing (enrol an authenticator code if the user has none, then POST /api/auth/step-up with a fresh code).
import type { TestBrowser } from './browser';

/** Leaves `browser`'s session with a second factor proved just now, as a protected action needs. */
export async function stepUp(browser: TestBrowser): Promise<void> {
  void browser;
}
