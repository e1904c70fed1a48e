// Dashboard start (spec 000 §4): load the signed-in user; without a session, or on any failure, go to the
// login page with a full navigation, since signing in starts a server-side redirect flow.
import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { currentUserAtom, fetchProfile, type Profile } from '../../app/session';

export const LOGIN_PATH = '/user-login';

export function useCurrentProfile(): Profile | null {
  const [profile, setProfile] = useAtom(currentUserAtom);
  useEffect(() => {
    let current = true;
    fetchProfile().then(
      (loaded) => {
        if (current) setProfile(loaded);
      },
      () => {
        if (current) window.location.assign(LOGIN_PATH);
      },
    );
    return () => {
      current = false;
    };
  }, [setProfile]);
  return profile;
}
