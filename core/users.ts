// The user shapes the API answers (spec 000 §3 "Profile", spec 001 §2 users list): one schema each,
// the BFF's presenters build them and the web app parses them with the same schema.
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
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** Blocked investors keep their session but may not invest (spec 001 §6). */
export const isBlocked = (user: { status?: UserStatus } | undefined): boolean => user?.status === 'BLOCKED';

export const UserListItemSchema = v.object({
  id: v.string(),
  email: v.string(),
  full_name: v.nullable(v.string()),
  name: v.nullable(v.string()),
  is_admin: v.boolean(),
  is_erir: v.boolean(),
  status: v.picklist(USER_STATUSES),
  kyc_status: v.picklist(KYC_STATUSES),
  domain_id: v.number(),
  email_verified: v.boolean(),
  created_at: v.string(),
  /** The user's KYC application, if any (spec 001 §4: the review button shows only for SUBMITTED). */
  kyc_application_id: v.optional(v.nullable(v.string()), null),
  kyc_application_status: v.optional(v.nullable(v.picklist(KYC_APPLICATION_STATUSES)), null),
  kyc_ready_for_review: v.optional(v.boolean(), false),
  /** An approved investor asked for a new wallet and waits for an admin's decision (docs/kyc.md). */
  wallet_change_pending: v.optional(v.boolean(), false),
});
export type UserListItem = v.InferOutput<typeof UserListItemSchema>;

/** GET /api/users: a page of users, newest first, and the next page's cursor (null: the last page). */
export const UserListResponseSchema = v.object({
  success: v.literal(true),
  data: v.array(UserListItemSchema),
  nextCursor: v.nullable(v.string()),
});
export type UserListResponse = v.InferOutput<typeof UserListResponseSchema>;
