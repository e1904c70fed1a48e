// Projects for integration tests: a project that passes every publish rule, and the save call with its
// answer read as JSON.
import type { TestBrowser } from './browser';

export { COMPLETE_PROJECT } from '../../fixtures/projects';

/** The status and the parsed body (typed as Response.json() types it: tests read what they check). */
export const readJson = async (res: Response) => ({ status: res.status, body: await res.json() });

/** POST /api/projects; returns the status and the parsed answer. */
export async function saveProject(browser: TestBrowser, body: Record<string, unknown>) {
  return readJson(await browser.postJson('/api/projects', body));
}
