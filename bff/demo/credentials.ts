// The demo accounts created on first start of an empty database. One list for the seed, the start-up
// banner, the README and the tests. Demo only: never enable SEED_DEMO on a production database.

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
  fullName: string;
  domainId: 1 | 2;
  isAdmin: boolean;
  isErir: boolean;
  kycStatus: 'no' | 'process' | 'ok';
  /** BLOCKED for the account shown blocked (bff/demo/blockings.ts says why); ACTIVE otherwise. */
  status?: 'BLOCKED';
}

export const DEMO_ACCOUNTS = {
  admin: {
    role: 'Administrador',
    email: 'admin@tokenia.es',
    password: 'Demo-Admin-2026!',
    fullName: 'Lucía Martín Ortega',
    domainId: 1,
    isAdmin: true,
    isErir: false,
    kycStatus: 'ok',
  },
  // A second admin and a second ERIR user: the four-eyes actions need another person to approve them (issue 57).
  // Staff only, they never invest: no KYC application, so the seed stays as quick as before.
  admin2: {
    role: 'Administrador (segundo)',
    email: 'admin2@tokenia.es',
    password: 'Demo-Admin2-2026!',
    fullName: 'Sergio Blanco Ferrer',
    domainId: 1,
    isAdmin: true,
    isErir: false,
    kycStatus: 'no',
  },
  erir: {
    role: 'ERIR',
    email: 'erir@tokenia.es',
    password: 'Demo-Erir-2026!',
    fullName: 'Javier Ruiz Navarro',
    domainId: 1,
    isAdmin: false,
    isErir: true,
    kycStatus: 'ok',
  },
  erir2: {
    role: 'ERIR (segundo)',
    email: 'erir2@tokenia.es',
    password: 'Demo-Erir2-2026!',
    fullName: 'Nuria Campos Vega',
    domainId: 1,
    isAdmin: false,
    isErir: true,
    kycStatus: 'no',
  },
  investor: {
    role: 'Inversor (KYC aprobado)',
    email: 'inversor@tokenia.es',
    password: 'Demo-Inversor-2026!',
    fullName: 'Carmen López García',
    domainId: 1,
    isAdmin: false,
    isErir: false,
    kycStatus: 'ok',
  },
  newInvestor: {
    role: 'Inversor (sin KYC)',
    email: 'nuevo@tokenia.es',
    password: 'Demo-Nuevo-2026!',
    fullName: 'Pablo Sánchez Romero',
    domainId: 1,
    isAdmin: false,
    isErir: false,
    kycStatus: 'no',
  },
  reviewInvestor: {
    role: 'Inversor (KYC en revisión)',
    email: 'revision@tokenia.es',
    password: 'Demo-Revision-2026!',
    fullName: 'Andrés Castro Molina',
    domainId: 1,
    isAdmin: false,
    isErir: false,
    kycStatus: 'process',
  },
  hispaxInvestor: {
    role: 'Inversor Hispax (KYC aprobado)',
    email: 'inversor@hispax.com',
    password: 'Demo-Hispax-2026!',
    fullName: 'Marta Gil Herrera',
    domainId: 2,
    isAdmin: false,
    isErir: false,
    kycStatus: 'ok',
  },
  blockedInvestor: {
    role: 'Inversor bloqueado (KYC aprobado)',
    email: 'bloqueado@tokenia.es',
    password: 'Demo-Bloqueado-2026!',
    fullName: 'Elena Vidal Prieto',
    domainId: 1,
    isAdmin: false,
    isErir: false,
    kycStatus: 'ok',
    status: 'BLOCKED',
  },
} satisfies Record<string, DemoAccount>;

/** The accounts as an aligned plain-text table, for the terminal. */
export function formatDemoCredentials(): string {
  const rows = [['Rol', 'Email', 'Contraseña'], ...Object.values(DEMO_ACCOUNTS).map((a) => [a.role, a.email, a.password])];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `  ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join('   ')}`.trimEnd();
  return [line(rows[0]!), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)].join('\n');
}
