// A page of the admins' users list as the API answers it (spec 001 §2): the BFF's presenter builds it and
// the users screen parses it with the same schema.
import * as v from 'valibot';
import { KYC_APPLICATION_STATUSES } from './kyc-status';
import { KYC_STATUSES, USER_STATUSES } from './users';

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
