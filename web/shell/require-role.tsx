// A dashboard route only some users may open (spec 001 §2: the admin screens): anyone else goes back to
// /dashboard, as the server refuses them too. The rule is core's hasRole, the one the BFF's guards use.
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { hasRole, type Role } from '../../core/auth';
import { ContentLoading } from '../components/content-loading';
import { useProfile } from './session';

/** As a layout route it guards the routes nested in it; given children, it guards those. */
export function RequireRole({ role, children }: { role: Role; children?: ReactNode }) {
  const profile = useProfile();
  if (!profile) return <ContentLoading />;
  if (!hasRole(profile, role)) return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}
