// The signed-in user: what GET /api/auth/me answers (spec 000 §3 "Profile"), one query the dashboard
// loads on start and its pages read. The session itself is an httpOnly cookie the app never sees;
// signing out asks the BFF to end it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, apiSend } from '../api/client';

const ProfileSchema = v.object({
  id: v.string(),
  email: v.string(),
  full_name: v.nullable(v.string()),
  name: v.nullable(v.string()),
  /** 'ok', 'process', anything else means pending (spec 000 §3). */
  kyc_status: v.string(),
  is_admin: v.boolean(),
  is_erir: v.boolean(),
  /** 'ACTIVE' or 'BLOCKED' (spec 001 §6). */
  status: v.string(),
  created_at: v.string(),
  domain_id: v.number(),
  kyc_ready_for_review: v.optional(v.boolean(), false),
  kyc_application_status: v.optional(v.nullable(v.string()), null),
  kyc_application_id: v.optional(v.nullable(v.string()), null),
});

export type Profile = v.InferOutput<typeof ProfileSchema>;

/** Loaded when the dashboard starts (again on each start); its pages read it without asking again. */
export const profileQuery = queryOptions({
  queryKey: ['session', 'profile'],
  queryFn: async (): Promise<Profile> => v.parse(ProfileSchema, await apiGet<unknown>('/auth/me')),
  staleTime: Infinity,
});

/** null until the dashboard has loaded the profile. */
export function useProfile(): Profile | null {
  return useQuery(profileQuery).data ?? null;
}

export async function signOut(): Promise<void> {
  await apiSend<unknown>('POST', '/auth/signout');
}

export type KycState = 'ok' | 'process' | 'pending';

export function kycState(status: string): KycState {
  return status === 'ok' || status === 'process' ? status : 'pending';
}

export function isBlocked(profile: Pick<Profile, 'status'>): boolean {
  return profile.status === 'BLOCKED';
}

/** The name to greet and show: the short name, else the full name, else the e-mail address. */
export function displayName(profile: Pick<Profile, 'name' | 'full_name' | 'email'>): string {
  return profile.name?.trim() || profile.full_name?.trim() || profile.email;
}

/** Up to two letters for an avatar, from the full name when there is one. */
export function avatarInitials(profile: Pick<Profile, 'name' | 'full_name' | 'email'>): string {
  return initials(profile.full_name?.trim() || displayName(profile));
}

/** "Lucía Martín" → "LM", "ana@x.es" → "A". */
export function initials(label: string): string {
  const words = label.includes('@') ? [label] : label.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('es'))
    .join('');
}
