// KYC test helpers: a complete personal step and questionnaire, real document files, and the calls
// the KYC screen makes.
import { CHECKSUM_WALLET, PERSONAL, QUESTIONNAIRE, freshWallet, personalWithFreshWallet } from '../../fixtures/kyc';
import { drawnPng, pdfDocument } from './project-files';
import type { TestBrowser } from './browser';

export { CHECKSUM_WALLET, PERSONAL, QUESTIONNAIRE, freshWallet };

export const putJson = (browser: TestBrowser, path: string, body: unknown) =>
  browser.request(path, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export function uploadKycDocument(browser: TestBrowser, type: string, file: { name: string; body: Buffer; type?: string }): Promise<Response> {
  const form = new FormData();
  form.append('document_type', type);
  form.append('file', new Blob([new Uint8Array(file.body)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return browser.request('/api/kyc/document', { method: 'POST', body: form });
}

export async function sampleDocuments() {
  const png = await drawnPng(900, 600);
  return {
    front: { name: 'dni-anverso.png', body: png, type: 'image/png' },
    back: { name: 'dni-reverso.png', body: await drawnPng(900, 601), type: 'image/png' },
    proof: { name: 'certificado.pdf', body: await pdfDocument('Certificado de residencia'), type: 'application/pdf' },
  };
}

/** Fills every step and submits: the application ends SUBMITTED, by default with a wallet no one else has. */
export async function submitCompleteApplication(browser: TestBrowser, personal: Record<string, unknown> = personalWithFreshWallet()): Promise<string> {
  const docs = await sampleDocuments();
  await putJson(browser, '/api/kyc/personal', personal);
  for (const [type, file] of Object.entries(docs)) {
    const res = await uploadKycDocument(browser, type, file);
    if (res.status !== 201) throw new Error(`upload ${type}: ${res.status} ${await res.text()}`);
  }
  await putJson(browser, '/api/kyc/questionnaire', QUESTIONNAIRE);
  const res = await browser.postJson('/api/kyc/submit', { wallet_repeat: personal.wallet });
  const body = (await res.json()) as { data: { id: string } };
  if (res.status !== 200) throw new Error(`submit: ${res.status} ${JSON.stringify(body)}`);
  return body.data.id;
}
