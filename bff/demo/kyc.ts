// Demo KYC applications that match each demo account's kyc_status: APPROVED with documents for the
// verified accounts, SUBMITTED with documents for the account under review (so an admin can try the
// review right after `npm start`), none for the account without KYC. The documents are specimens,
// sealed and stored exactly as uploads are.
import { createHash } from 'node:crypto';
import { toChecksumAddress } from '../../core/eip55';
import { storedCountryName } from '../../core/countries';
import type { KycDocumentType } from '../../core/kyc';
import type { NewKycApplication, NewKycDocument } from '../../db/queries/kyc';
import type { BlobStore } from '../../storage/blob-store';
import type { Vault } from '../kyc/vault';
import { storeDocument, type StoredDocument } from '../services/kyc-documents';
import type { DemoAccount } from './credentials';
import { DEMO_QUESTIONNAIRE } from './kyc-answers';
import { specimenBack, specimenFront, specimenResidenceCertificate, type SpecimenPerson } from './kyc-specimens';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const digest = (seed: string) => createHash('sha256').update(seed).digest('hex');

/** A well-formed DNI (its check letter right) drawn from the e-mail, the same at every seed. */
function dniFor(seed: string): string {
  const number = Number.parseInt(digest(`dni:${seed}`).slice(0, 8), 16) % 100_000_000;
  return `${String(number).padStart(8, '0')}${DNI_LETTERS[number % 23]}`;
}

const walletFor = (seed: string) => toChecksumAddress(`0x${digest(`wallet:${seed}`).slice(0, 40)}`);

export interface DemoKyc {
  account: DemoAccount;
  person: SpecimenPerson;
  documents: Record<KycDocumentType, StoredDocument>;
}

const CITIES = ['Madrid', 'Valencia', 'Sevilla', 'Bilbao', 'Zaragoza', 'Málaga'];

/** Draws and stores the specimens of every account with KYC under way or done (before the transaction). */
export async function prepareDemoKyc(accounts: DemoAccount[], blobs: BlobStore, vault: Vault, userIdOf: (email: string) => string): Promise<DemoKyc[]> {
  const withKyc = accounts.filter((account) => account.kycStatus !== 'no');
  return Promise.all(
    withKyc.map(async (account, i) => {
      const person: SpecimenPerson = {
        fullName: account.fullName,
        idNumber: dniFor(account.email),
        birthDate: `19${70 + ((i * 7) % 25)}-0${(i % 9) + 1}-1${i % 9}`,
        address: `Calle de la Demostración ${12 + i * 3}, ${i + 1}º`,
        city: CITIES[i % CITIES.length]!,
      };
      const userId = userIdOf(account.email);
      const [front, back, proof] = await Promise.all([specimenFront(person), specimenBack(person), specimenResidenceCertificate(person)]);
      const store = (bytes: Buffer, contentType: string) => storeDocument(blobs, vault, userId, { bytes, contentType });
      return {
        account,
        person,
        documents: { front: await store(front, 'image/jpeg'), back: await store(back, 'image/jpeg'), proof: await store(proof, 'application/pdf') },
      };
    }),
  );
}

export function demoKycRows(prepared: DemoKyc[], userIdOf: (email: string) => string, reviewerId: string | null, now: Date) {
  const submittedAt = new Date(now.getTime() - 2 * 86_400_000);
  const applications: NewKycApplication[] = prepared.map(({ account, person }) => {
    const approved = account.kycStatus === 'ok';
    return {
      user_id: userIdOf(account.email),
      status: approved ? 'APPROVED' : 'SUBMITTED',
      submitted_at: submittedAt,
      reviewed_at: approved ? now : null,
      reviewed_by: approved ? reviewerId : null,
      user_type: 'persona_fisica',
      name: person.fullName,
      id_number: person.idNumber,
      birth_date: person.birthDate,
      phone: '+34 600 000 000',
      wallet: walletFor(account.email),
      address: person.address,
      postal_code: '28001',
      city: person.city,
      country: storedCountryName('ES'),
      nationality: storedCountryName('ES'),
      profession: 'Economista',
      education_level: 'grado',
      is_us_citizen: false,
      is_politically_exposed: false,
      ...DEMO_QUESTIONNAIRE,
      treated_as_professional: false,
      invested_in_unlisted: false,
      knows_security_token: true,
    };
  });
  const documents = (applicationIdOf: (userId: string) => string): (NewKycDocument & { submitted_at: Date })[] =>
    prepared.flatMap(({ account, documents: stored }) => {
      const userId = userIdOf(account.email);
      return (Object.entries(stored) as [KycDocumentType, StoredDocument][]).map(([type, doc]) => ({
        ...doc,
        application_id: applicationIdOf(userId),
        user_id: userId,
        type,
        uploaded_by: userId,
        submitted_at: submittedAt,
      }));
    });
  return { applications, documents };
}
