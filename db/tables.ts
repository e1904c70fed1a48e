// Row types of the tables, as the drivers return them (bigint as number: see db/knex.ts).

export interface BrandColors {
  primary: string;
  primaryContrast: string;
  accent: string;
  dark: string;
}

export interface DbBrandRow {
  domain_id: number;
  platform: string;
  name: string;
  logo_path: string;
  colors: BrandColors;
  legal_name: string;
  tax_id: string;
  address: string;
  phone: string;
  contact_email: string;
  mail_from: string;
  bank_name: string;
  iban: string;
  bic: string;
  hosts: string[];
  social: { linkedin: string; twitter: string };
  created_at: Date;
  updated_at: Date;
}

export type UserStatus = 'ACTIVE' | 'BLOCKED';
export type KycStatus = 'no' | 'process' | 'ok';

export interface DbUserRow {
  id: string;
  email: string;
  password_hash: string | null;
  email_verified_at: Date | null;
  full_name: string | null;
  name: string | null;
  avatar_url: string | null;
  is_admin: boolean;
  is_erir: boolean;
  status: UserStatus;
  kyc_status: KycStatus;
  kyc_approved_at: Date | null;
  domain_id: number;
  locale: 'es' | 'en';
  created_at: Date;
  updated_at: Date;
}

export interface DbAuditRow {
  id: number;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  request_id: string | null;
  created_at: Date;
}
