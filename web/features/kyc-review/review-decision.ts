// The decision being prepared on the review page: the comments, the copies asked for, what core's schema
// finds wrong, and sending it. On success a toast and back to the users (spec 001 §2); an approval sent to
// a second admin (issue 57) stays on the application, which now shows it pending; on failure the
// server's words (a 409 when someone decided first: the application is read again, and the panel closes).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { KycApplication, KycDocumentType } from '../../../core/kyc';
import { isApprovalPending } from '../../../core/approvals';
import { ApiError } from '../../api/client';
import { failureMessage } from '../../api/failure-message';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import { adminKycKeys, useReviewApplication } from './api/kyc-review-api';
import { reviewBody, reviewProblems, type ReplacementDraft, type ReplacementDrafts, type ReviewDecision, type ReviewProblems } from './review-body';

export function useReviewDecision(application: KycApplication) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const review = useReviewApplication();
  const [comments, setComments] = useState('');
  const [replacements, setReplacements] = useState<ReplacementDrafts>({});
  const [problems, setProblems] = useState<ReviewProblems | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // A fixed field's message goes as the admin types; the rest wait for the next attempt.
  const updateComments = (text: string) => {
    setComments(text);
    setProblems((current) => current && { ...current, comments: undefined });
  };

  const setReplacement = (type: KycDocumentType, value: ReplacementDraft | undefined) =>
    setReplacements((current) => {
      const { [type]: _dropped, ...rest } = current;
      return value ? { ...rest, [type]: value } : rest;
    });

  const decide = (status: ReviewDecision) => {
    const body = reviewBody({ applicationId: application.id, comments, replacements }, status);
    const found = reviewProblems(body);
    setProblems(found);
    setFailure(null);
    if (found) return;
    review.mutate(body, {
      onSuccess: (answer) => {
        if (isApprovalPending(answer)) return toast.success(t('approvalNotice.sent'));
        toast.success(t(status === 'APPROVED' ? 'kycAdmin.decision.approved' : 'kycAdmin.decision.rejected'));
        navigate('/dashboard/users');
      },
      onError: (error) => {
        const failed = t('kycAdmin.decision.failed');
        setFailure(failureMessage(error, { refused: failed, offline: t('offline.writesDisabled'), thrown: failed }));
        if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: adminKycKeys.application(application.id) });
      },
    });
  };

  return {
    comments,
    setComments: updateComments,
    replacements,
    setReplacement,
    problems,
    failure,
    /** The decision on its way, so only its button says it is being sent. */
    sending: review.isPending ? (review.variables?.status ?? null) : null,
    decide,
  };
}

export type ReviewDecisionState = ReturnType<typeof useReviewDecision>;
