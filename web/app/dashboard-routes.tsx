// The dashboard's pages under /dashboard/* (spec 000 §2, 001 §2), framed by the dashboard shell: the
// project catalog at the index, the profile, a project's detail and the users screen. Each feature's
// page loads when first visited; addresses without a page yet show the dashboard's own not-found view.
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardNotFound } from '../features/dashboard/dashboard-not-found';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { ProfilePage } from '../features/dashboard/profile-page';

const UsersPage = lazy(() => import('../features/users/users-page').then((m) => ({ default: m.UsersPage })));
const CatalogPage = lazy(() => import('../features/projects/catalog-page').then((m) => ({ default: m.CatalogPage })));
const ProjectDetailPage = lazy(() => import('../features/projects/project-detail-page').then((m) => ({ default: m.ProjectDetailPage })));

export function DashboardRoutes() {
  return (
    <DashboardPage>
      <Routes>
        <Route index element={<CatalogPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="projects/:id/view" element={<ProjectDetailPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="*" element={<DashboardNotFound />} />
      </Routes>
    </DashboardPage>
  );
}
