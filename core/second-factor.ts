// Second factors (issue 57): passkeys (WebAuthn) first, an authenticator app's code (TOTP) as the
// fallback, and ten single-use recovery codes. The API shapes and form schemas the BFF and the web share.
import * as v from 'valibot';

export const FACTOR_KINDS = ['passkey', 'totp'] as const;
export type FactorKind = (typeof FACTOR_KINDS)[number];

/** How a second factor was proved: a passkey's assertion, an app's code, or a recovery code. */
export const PROOF_METHODS = ['passkey', 'totp', 'recovery'] as const;
export type ProofMethod = (typeof PROOF_METHODS)[number];

/** A used second factor counts for step-up this long (issue 57: "used in the last five minutes"). */
export const STEP_UP_WINDOW_SECONDS = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;
export const TOTP_DIGITS = 6;

/** One enrolled factor, as the security screen lists it. */
export interface SecondFactor {
  id: string;
  kind: FactorKind;
  /** The name the user gave it (a passkey's device, "Authenticator"). */
  label: string;
  created_at: string;
  last_used_at: string | null;
}

/** GET /api/auth/factors: what the signed-in user has, and whether their account must have one. */
export interface FactorOverview {
  factors: SecondFactor[];
  /** Unused recovery codes left (0 when none were made). */
  recovery_codes_left: number;
  /** An admin or ERIR account: a second factor is expected (in production, required to do anything). */
  required: boolean;
  /** This deployment refuses such an account everything but enrolment until it has one. */
  enforced: boolean;
  /** Seconds left of this session's step-up window (0: the next protected action asks for a factor). */
  step_up_seconds_left: number;
}

/** POST /api/auth/factors/totp: a new secret to scan; nothing is kept until it is confirmed with a code. */
export interface TotpEnrolment {
  enrolment_id: string;
  /** otpauth:// URI for the QR code. */
  uri: string;
  /** The base32 secret, for typing into the app by hand. */
  secret: string;
}

/** What a confirmed enrolment answers: the factor, and the recovery codes when these are the first ones (shown once). */
export interface EnrolmentResult {
  factor: SecondFactor;
  recovery_codes: string[] | null;
}

/**
 * POST /api/auth/signin answers this instead of { redirectTo } when the account has a second factor:
 * the password was right, the sign-in waits for a factor (the methods this account can use).
 */
export interface SecondFactorChallenge {
  second_factor: { methods: ProofMethod[] };
}

const code = (digits: number) =>
  v.pipe(v.string('validation.codeRequired'), v.trim(), v.nonEmpty('validation.codeRequired'), v.regex(new RegExp(`^\\d{${digits}}$`), 'validation.codeInvalid'));

export const TotpCodeSchema = v.object({ code: code(TOTP_DIGITS) });
export type TotpCodeInput = v.InferOutput<typeof TotpCodeSchema>;

/** A recovery code as typed: case and dashes do not matter. */
export const RecoveryCodeSchema = v.object({
  code: v.pipe(v.string('validation.codeRequired'), v.trim(), v.nonEmpty('validation.codeRequired'), v.maxLength(40, 'validation.codeInvalid')),
});

const label = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, 'validation.labelTooLong')));

/** A WebAuthn credential's JSON as @simplewebauthn/browser hands it over; the library checks the rest. */
const credentialJson = v.looseObject({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(1024)),
  rawId: v.pipe(v.string(), v.maxLength(1024)),
  type: v.literal('public-key'),
  response: v.looseObject({ clientDataJSON: v.pipe(v.string(), v.maxLength(4096)) }),
  clientExtensionResults: v.optional(v.looseObject({}), {}),
});

/** POST /api/auth/factors/totp/confirm. */
export const TotpConfirmSchema = v.object({
  enrolment_id: v.pipe(v.string(), v.uuid('http.invalidRequest')),
  code: TotpCodeSchema.entries.code,
  label,
});

/** POST /api/auth/factors/passkey. */
export const PasskeyRegistrationSchema = v.object({ response: credentialJson, label });

/** POST /api/auth/step-up and POST /api/auth/signin/factor: a factor proved one of three ways. */
export const FactorProofSchema = v.variant('method', [
  v.object({ method: v.literal('totp'), code: TotpCodeSchema.entries.code }),
  v.object({ method: v.literal('recovery'), code: RecoveryCodeSchema.entries.code }),
  v.object({ method: v.literal('passkey'), response: credentialJson }),
]);
export type FactorProof = v.InferOutput<typeof FactorProofSchema>;

/** POST /api/auth/step-up's answer. */
export interface StepUpResult {
  step_up_seconds_left: number;
}
