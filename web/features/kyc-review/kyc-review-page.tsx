// /dashboard/users-kyc/{applicationId} (spec 001 §2 "Admin KYC review"), built for a tablet: the
// applicant, the identity documents large beside the details to check them against, the decision, and
// the same read-only summary the investor saw. 'Application ID not found in URL' without an id,
// 'Solicitud no encontrada' for an unknown one, 'Error al cargar la solicitud' for any other failure.
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { arrowBackOutline } from 'ionicons/icons';
import { Icon } from '../../components/icon';
import type { KycApplication } from '../../../core/kyc';
import { isNotFound } from '../../api/client';
import { useDashboardPage } from '../../shell/use-dashboard-page';
import { Callout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { useT } from '../../i18n/i18n';
import { ApplicantHeader } from './applicant-header';
import { CheckFacts } from './check-facts';
import { DecisionPanel } from './decision-panel';
import { ReviewDocuments } from './review-documents';
import { adminApplicationQuery } from './api/kyc-review-api';
import { useReviewDecision } from './review-decision';
import { WalletChangeDecision } from './wallet-change-decision';
import { KycSummary } from '../../components/kyc-summary/kyc-summary';
import './kyc-review.css';

function Review({ application }: { application: KycApplication }) {
  const t = useT();
  const decision = useReviewDecision(application);
  return (
    <>
      <ApplicantHeader application={application} />
      {application.wallet_change?.status === 'PENDING' ? <WalletChangeDecision application={application} change={application.wallet_change} /> : null}
      <div className="stack kyc-review__layout">
        <section className="panel panel--box kyc-review__documents" aria-labelledby="kyc-review-documents">
          <h2 id="kyc-review-documents" className="section-title kyc-review__section-title">
            {t('kycAdmin.documents.title')}
          </h2>
          <CheckFacts application={application} />
          <ReviewDocuments application={application} decision={decision} />
        </section>
        <DecisionPanel application={application} decision={decision} />
        <section className="kyc-review__summary" aria-labelledby="kyc-review-summary">
          <h2 id="kyc-review-summary" className="section-title kyc-review__section-title">
            {t('kycAdmin.summary.title')}
          </h2>
          <KycSummary application={application} />
        </section>
      </div>
    </>
  );
}

function ReviewLoader({ id }: { id: string }) {
  const t = useT();
  const { data: application, error } = useQuery(adminApplicationQuery(id));
  if (isNotFound(error)) {
    return (
      <Callout tone="danger" role="alert">
        <p>{t('kycAdmin.notFound')}</p>
      </Callout>
    );
  }
  if (error) {
    return (
      <Callout tone="danger" role="alert">
        <p>{t('kycAdmin.loadError')}</p>
      </Callout>
    );
  }
  if (!application) return <ContentLoading label={t('kycAdmin.loading')} />;
  return <Review application={application} />;
}

export function AdminKycReviewPage() {
  const t = useT();
  const { applicationId } = useParams();
  useDashboardPage([{ label: t('users.title'), to: '/dashboard/users' }, { label: t('kycAdmin.title') }]);
  return (
    <div className="kyc-review-page">
      <Link to="/dashboard/users" className="text-link kyc-review__back">
        <Icon icon={arrowBackOutline} />
        {t('kycAdmin.back')}
      </Link>
      {applicationId ? (
        <ReviewLoader id={applicationId} />
      ) : (
        <Callout tone="danger" role="alert">
          <p>{t('kycAdmin.missingParam')}</p>
        </Callout>
      )}
    </div>
  );
}
