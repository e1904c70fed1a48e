// The three identity documents, one at a time in tabs so each gets the full width, beside the details to
// check them against; under each, the request for a new copy while the application can be reviewed.
import { useId, useState } from 'react';
import { KYC_DOCUMENT_TYPES, type KycApplication, type KycDocumentType } from '../../../core/kyc';
import { Callout } from '../../components/callout';
import { EmptyState } from '../../components/empty-state';
import { TabList, tabPanelProps } from '../../components/tab-list';
import { useLanguage, useT } from '../../i18n/i18n';
import { DocumentViewer } from './document-viewer';
import { ReplacementField } from './replacement-field';
import type { ReviewDecisionState } from './review-decision';
import { TAB_KEYS, documentLabel } from './review-labels';
import { replacementText } from '../../components/kyc-summary/kyc-labels';

function EarlierRequest({ application, type }: { application: KycApplication; type: KycDocumentType }) {
  const t = useT();
  const request = application.replacements[type];
  if (!request) return null;
  return (
    <Callout tone="warning" className="kyc-review-doc__note">
      <p>{t('kycAdmin.replacement.pending', { reason: replacementText(t, request) })}</p>
    </Callout>
  );
}

export function ReviewDocuments({ application, decision }: { application: KycApplication; decision: ReviewDecisionState }) {
  const t = useT();
  const [language] = useLanguage();
  const idBase = useId();
  const [active, setActive] = useState<KycDocumentType>('front');
  const problems = decision.problems?.documents;

  // A request refused by the schema may be on a tab out of sight: new problems bring the first one up.
  const [shownProblems, setShownProblems] = useState(problems);
  if (problems !== shownProblems) {
    setShownProblems(problems);
    const first = KYC_DOCUMENT_TYPES.find((type) => problems?.[type]);
    if (first) setActive(first);
  }

  const tabs = KYC_DOCUMENT_TYPES.map((type) => ({ id: type, label: t(TAB_KEYS[type]) }));
  return (
    <div className="kyc-review-docs">
      <TabList idBase={idBase} label={t('kycAdmin.documents.tabs')} tabs={tabs} active={active} onSelect={setActive} />
      {KYC_DOCUMENT_TYPES.map((type) => {
        const document = application.documents[type];
        const name = documentLabel(type, language);
        return (
          <div key={type} {...tabPanelProps(idBase, type, active)}>
            {document ? <DocumentViewer document={document} name={name} /> : <EmptyState>{t('kycAdmin.document.missing')}</EmptyState>}
            <EarlierRequest application={application} type={type} />
            {application.can.review && document ? (
              <ReplacementField
                value={decision.replacements[type]}
                onChange={(value) => decision.setReplacement(type, value)}
                error={problems?.[type]}
                disabled={!!decision.sending}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
