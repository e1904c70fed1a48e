// The four badges of a project's page (spec 001 §2): the user's KYC and account, the project's status
// and type, each as its text and tone. The screen draws them (project-detail-page.tsx), and the build
// lists every one of them per language for the page the BFF writes before any script has run
// (core/project-preview.ts), so both say the same.
import type { KycState } from '../../../core/kyc-status';
import type { PreviewBadge } from '../../../core/project-preview';
import type { BadgeTone } from '../../components/badge';
import type { Translate } from '../../i18n/i18n';
import { projectStatusLabel, projectStatusTone, projectTypeLabel } from './project-labels';

export interface ProjectBadge extends PreviewBadge {
  tone: BadgeTone;
}

const KYC_TONE: Record<KycState, BadgeTone> = { ok: 'success', process: 'warning', pending: 'neutral' };

export const kycBadge = (t: Translate, kyc: KycState): ProjectBadge => ({ text: t('projects.detail.badge.kyc', { state: t(`kyc.status.${kyc}`) }), tone: KYC_TONE[kyc] });

export const accountBadge = (t: Translate, blocked: boolean): ProjectBadge => ({
  text: t('projects.detail.badge.account', { state: t(blocked ? 'profile.status.blocked' : 'profile.status.active') }),
  tone: blocked ? 'danger' : 'success',
});

export const statusBadge = (t: Translate, status: string): ProjectBadge => ({ text: projectStatusLabel(t, status), tone: projectStatusTone(status, 'investor') });

export const typeBadge = (t: Translate, type: string | null | undefined): ProjectBadge => ({ text: projectTypeLabel(t, type), tone: 'info' });
