// Projects for integration tests: a project that passes every publish rule, and the save call with its
// answer read as JSON.
import type { TestBrowser } from './browser';

export const COMPLETE_PROJECT = {
  name: 'Residencial Las Encinas',
  description: 'Doce viviendas de alquiler asequible en Getafe, con contrato de gestión a diez años.',
  project_type: 'real_estate',
  website: 'https://encinas.example.com',
  total_funding: 450000,
  duration: 36,
  modality: 'equity',
  annual_return: 6.25,
  total_return: 18.75,
  token_value: 100,
  min_investment: 500,
  max_investment: 25000,
  start_date: '2027-01-15',
  end_date: '2029-12-31',
  investment_terms: 'Reparto trimestral de las rentas netas; salida por venta del inmueble al final del plazo.',
};

/** The status and the parsed body (typed as Response.json() types it: tests read what they check). */
export const readJson = async (res: Response) => ({ status: res.status, body: await res.json() });

/** POST /api/projects; returns the status and the parsed answer. */
export async function saveProject(browser: TestBrowser, body: Record<string, unknown>) {
  return readJson(await browser.postJson('/api/projects', body));
}
