// The dashboard's pages under /dashboard/* (spec 000 §2, 001 §2), framed by the dashboard shell. Each
// feature's page loads when first visited; addresses without a page yet show the dashboard's own
// not-found view.
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardNotFound } from '../features/dashboard/dashboard-not-found';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { ProfilePage } from '../features/dashboard/profile-page';

const UsersPage = lazy(() => import('../features/users/users-page').then((m) => ({ default: m.UsersPage })));

export function DashboardRoutes() {
  return (
    <DashboardPage>
      <Routes>
        <Route index element={<ProfilePage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="*" element={<DashboardNotFound />} />
      </Routes>
    </DashboardPage>
  );
}
