// A complete KYC application sent through the API the screen uses (the signed-in page's cookies), for
// tests whose subject is what happens after: the admin's review, a rejection, an approval.
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { CHECKSUM_WALLET, PERSONAL, QUESTIONNAIRE, freshWallet } from '../../fixtures/kyc';
import { specimenBack, specimenFront, specimenResidenceCertificate, type SpecimenPerson } from '../../../bff/demo/kyc-specimens';

export { CHECKSUM_WALLET, PERSONAL, QUESTIONNAIRE, freshWallet };

/** The person on the specimen documents: the same as in the fixture's answers. */
export const E2E_PERSON: SpecimenPerson = {
  fullName: PERSONAL.name,
  idNumber: PERSONAL.id_number,
  birthDate: PERSONAL.birth_date,
  address: PERSONAL.address,
  city: PERSONAL.city,
};

const originHeader = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

async function ok(answer: APIResponse): Promise<unknown> {
  expect(answer.ok(), `${answer.url()} → ${answer.status()} ${await answer.text()}`).toBe(true);
  return answer.json();
}

/** Fills every step as the signed-in investor and submits; answers the application's id. One approved wallet is one investor's: by default a wallet no one else has. */
export async function submitApplicationByApi(page: Page, wallet: string = freshWallet()): Promise<string> {
  const headers = originHeader();
  // The first write creates the application (docs/kyc.md).
  const personal = { ...PERSONAL, wallet };
  await ok(await page.request.put('/api/kyc/personal', { headers, data: personal }));
  await ok(await page.request.put('/api/kyc/questionnaire', { headers, data: QUESTIONNAIRE }));
  const files = {
    front: { name: 'dni-anverso.jpg', mimeType: 'image/jpeg', buffer: await specimenFront(E2E_PERSON) },
    back: { name: 'dni-reverso.jpg', mimeType: 'image/jpeg', buffer: await specimenBack(E2E_PERSON) },
    proof: { name: 'certificado.pdf', mimeType: 'application/pdf', buffer: await specimenResidenceCertificate(E2E_PERSON) },
  };
  for (const [type, file] of Object.entries(files)) {
    await ok(await page.request.post('/api/kyc/document', { headers, multipart: { document_type: type, file } }));
  }
  const submitted = (await ok(await page.request.post('/api/kyc/submit', { headers, data: { wallet_repeat: personal.wallet } }))) as { data: { id: string } };
  return submitted.data.id;
}
