// The signed-in user: what GET /api/auth/me answers (spec 000 §3 "Profile"), one query the dashboard
// loads on start and its pages read. The session itself is an httpOnly cookie the app never sees;
// signing out asks the BFF to end it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ProfileSchema, type Profile } from '../../core/users';
import { apiGet, apiSend } from '../api/client';
import { PROFILE_QUERY_KEY } from './query-client';

export type { Profile };

/** Loaded when the dashboard starts (again on each start); its pages read it without asking again. */
export const profileQuery = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
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

export { kycState, type KycState } from '../../core/kyc-status';
export { isBlocked } from '../../core/users';

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
