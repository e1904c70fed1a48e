// Dashboard start (spec 000 §4): load the signed-in user; without a session, or on any failure, go to the
// login page with a full navigation, since signing in starts a server-side redirect flow.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { profileQuery, type Profile } from '../../app/session';
import { LOGIN_PATH } from '../../../core/login-notice';

export function useCurrentProfile(): Profile | null {
  const { data, isError } = useQuery({ ...profileQuery, refetchOnMount: 'always' });
  useEffect(() => {
    if (isError) window.location.assign(LOGIN_PATH);
  }, [isError]);
  return data ?? null;
}
