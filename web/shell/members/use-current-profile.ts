// Dashboard start (spec 000 §4): load the signed-in user; without a session, or on a refusal, go to the
// login page with a full navigation, since signing in starts a server-side redirect flow. A fault of the
// server itself (5xx) is shown instead, with its status (spec 000 §8): the session may be fine, and
// sending the user through a new sign-in would only bring them back to the same failure.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { profileQuery, type Profile } from '../session';
import { LOGIN_PATH } from '../../../core/login-notice';

export interface CurrentProfile {
  profile: Profile | null;
  /** The server's failure to answer, once the query's retries are spent. */
  fault: ApiError | null;
  retry: () => void;
}

const isServerFault = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 500;

export function useCurrentProfile(): CurrentProfile {
  const { data, error, refetch } = useQuery({ ...profileQuery, refetchOnMount: 'always' });
  const fault = isServerFault(error) ? error : null;
  const sendToLogin = error !== null && fault === null;
  useEffect(() => {
    if (sendToLogin) window.location.assign(LOGIN_PATH);
  }, [sendToLogin]);
  return { profile: data ?? null, fault, retry: () => void refetch() };
}
