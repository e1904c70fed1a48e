// A complete KYC application sent through the API the screen uses (the signed-in page's cookies), for
// tests whose subject is what happens after: the admin's review, a rejection, an approval.
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { specimenBack, specimenFront, specimenResidenceCertificate, type SpecimenPerson } from '../../../bff/demo/kyc-specimens';

/** A checksummed (EIP-55) address: the one from the EIP's own examples. */
export const CHECKSUM_WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

export const E2E_PERSON: SpecimenPerson = {
  fullName: 'Lucía Martín Pérez',
  idNumber: '12345678Z',
  birthDate: '1988-04-12',
  address: 'Calle Mayor 1',
  city: 'Madrid',
};

export const PERSONAL = {
  user_type: 'persona_fisica',
  name: E2E_PERSON.fullName,
  id_number: E2E_PERSON.idNumber,
  birth_date: E2E_PERSON.birthDate,
  phone: '+34 612 345 678',
  wallet: CHECKSUM_WALLET,
  address: E2E_PERSON.address,
  postal_code: '28013',
  city: E2E_PERSON.city,
  country: 'España',
  nationality: 'España',
  profession: 'Ingeniera',
  education_level: 'master',
  is_us_citizen: false,
  is_politically_exposed: false,
} as const;

export const QUESTIONNAIRE = {
  investment_experience: 'intermediate',
  investment_objective: 'income_medium_risk',
  risk_tolerance: 'moderate',
  annual_income: '50k_75k',
  source_of_funds: 'laboral',
  capital_percentage: 'menos_25',
  investment_capital_origin: 'laboral',
  understand_risks: true,
  terms_acceptance: true,
  knows_total_loss: true,
} as const;

const originHeader = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

async function ok(answer: APIResponse): Promise<unknown> {
  expect(answer.ok(), `${answer.url()} → ${answer.status()} ${await answer.text()}`).toBe(true);
  return answer.json();
}

/** Fills every step as the signed-in investor and submits; answers the application's id. */
export async function submitApplicationByApi(page: Page): Promise<string> {
  const headers = originHeader();
  // The first write creates the application (docs/kyc.md).
  await ok(await page.request.put('/api/kyc/personal', { headers, data: PERSONAL }));
  await ok(await page.request.put('/api/kyc/questionnaire', { headers, data: QUESTIONNAIRE }));
  const files = {
    front: { name: 'dni-anverso.jpg', mimeType: 'image/jpeg', buffer: await specimenFront(E2E_PERSON) },
    back: { name: 'dni-reverso.jpg', mimeType: 'image/jpeg', buffer: await specimenBack(E2E_PERSON) },
    proof: { name: 'certificado.pdf', mimeType: 'application/pdf', buffer: await specimenResidenceCertificate(E2E_PERSON) },
  };
  for (const [type, file] of Object.entries(files)) {
    await ok(await page.request.post('/api/kyc/document', { headers, multipart: { document_type: type, file } }));
  }
  const submitted = (await ok(await page.request.post('/api/kyc/submit', { headers, data: {} }))) as { data: { id: string } };
  return submitted.data.id;
}
