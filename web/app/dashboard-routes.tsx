// The dashboard's pages under /dashboard/* (spec 000 §2, 001 §2), framed by the dashboard shell: the
// project catalog at the index, the profile, a project's detail (with the investments feature's funding
// summary and invest form put beside its figures), the investments list and an investment's steps, the
// investor's KYC, the verified investors (admins and ERIR users) and the admin's project list and form,
// users screen, KYC review and audit log (behind RequireRole). Each page loads when first visited;
// addresses without a page yet show the dashboard's own not-found view.
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyComponent } from '../components/lazy-component';
import { DashboardNotFound } from '../shell/members/dashboard-not-found';
import { DashboardPage } from '../shell/members/dashboard-page';
import { CatalogPage } from '../features/projects/catalog-page';
import type { InvestSlot } from '../features/projects/project-detail-page';
import { lazyWithCatalogs } from '../i18n/with-catalogs';
import { loadAdminProjectsPage, loadInvestmentDetailPage, loadInvestmentsPage, loadInvestSection, loadKycPage, loadProjectDetailPage } from './first-screens';
import { KycBackgroundSync } from '../shell/kyc-background-sync';
import { RequireRole } from '../shell/require-role';

const ProfilePage = lazy(() => import('../shell/members/profile-page').then((m) => ({ default: m.ProfilePage })));
const UsersPage = lazy(() => import('../features/users/users-page').then((m) => ({ default: m.UsersPage })));
const ProjectDetailPage = lazyComponent(loadProjectDetailPage);
const AdminProjectsPage = lazyComponent(loadAdminProjectsPage);
const ProjectFormPage = lazy(() => import('../features/projects/project-form-page').then((m) => ({ default: m.ProjectFormPage })));
const InvestSection = lazyComponent(loadInvestSection);
const InvestmentsPage = lazyComponent(loadInvestmentsPage);
const InvestmentDetailPage = lazyComponent(loadInvestmentDetailPage);
const KycPage = lazyComponent(loadKycPage);

// The review screens (admins, ERIR users): code and the `admin` texts load together on first visit.
const InvestorsPage = lazyWithCatalogs(() => import('../features/investors/investors-page').then((m) => m.InvestorsPage), ['admin']);
const AuditPage = lazyWithCatalogs(() => import('../features/audit/audit-page').then((m) => m.AuditPage), ['admin']);
const AdminKycReviewPage = lazyWithCatalogs(() => import('../features/kyc/admin-kyc-review-page').then((m) => m.AdminKycReviewPage), ['admin']);

const invest: InvestSlot = (project, profile) => <InvestSection project={project} profile={profile} />;

export function DashboardRoutes() {
  return (
    <DashboardPage>
      <KycBackgroundSync />
      <Routes>
        <Route index element={<CatalogPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="projects/:id/view" element={<ProjectDetailPage invest={invest} />} />
        <Route path="investments" element={<InvestmentsPage />} />
        <Route path="investments/:id" element={<InvestmentDetailPage />} />
        <Route path="kyc-verification" element={<KycPage />} />
        <Route element={<RequireRole role="erir" />}>
          <Route path="investors" element={<InvestorsPage />} />
        </Route>
        <Route element={<RequireRole role="admin" />}>
          <Route path="projects" element={<AdminProjectsPage />} />
          <Route path="projects/new" element={<ProjectFormPage />} />
          <Route path="projects/:id" element={<ProjectFormPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="users-kyc" element={<AdminKycReviewPage />} />
          <Route path="users-kyc/:applicationId" element={<AdminKycReviewPage />} />
          <Route path="audit" element={<AuditPage />} />
        </Route>
        <Route path="*" element={<DashboardNotFound />} />
      </Routes>
    </DashboardPage>
  );
}
