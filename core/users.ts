// The signed-in user's profile as the API answers it (spec 000 §3 "Profile"): the BFF's presenter builds
// it and the web app parses it with the same schema. The admins' users list is in ./user-list.ts, apart,
// so every members' page's first download does not carry it.
import * as v from 'valibot';
import { KYC_APPLICATION_STATUSES } from './kyc-status';

export const KYC_STATUSES = ['no', 'process', 'ok'] as const;
export const USER_STATUSES = ['ACTIVE', 'BLOCKED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ProfileSchema = v.object({
  id: v.string(),
  email: v.string(),
  full_name: v.nullable(v.string()),
  name: v.nullable(v.string()),
  avatar: v.optional(v.nullable(v.string()), null),
  /** 'ok' verified, 'process' under review, 'no' pending (spec 000 §3). */
  kyc_status: v.picklist(KYC_STATUSES),
  is_admin: v.boolean(),
  is_erir: v.boolean(),
  /** Blocked investors keep their session but may not invest (spec 001 §6). */
  status: v.picklist(USER_STATUSES),
  created_at: v.string(),
  domain_id: v.number(),
  locale: v.optional(v.picklist(['es', 'en']), 'es'),
  brains: v.optional(v.array(v.object({ id: v.string(), name: v.string() })), []),
  kyc_ready_for_review: v.optional(v.boolean(), false),
  kyc_application_status: v.optional(v.nullable(v.picklist(KYC_APPLICATION_STATUSES)), null),
  kyc_application_id: v.optional(v.nullable(v.string()), null),
  /** Issue 57: whether the user has a second factor, is expected to (admin, ERIR), and must (enforced deployments). */
  second_factor: v.optional(v.object({ enrolled: v.boolean(), required: v.boolean(), enforced: v.boolean() }), { enrolled: false, required: false, enforced: false }),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** Blocked investors keep their session but may not invest (spec 001 §6). */
export const isBlocked = (user: { status?: UserStatus } | undefined): boolean => user?.status === 'BLOCKED';
