// What the security screen says when a change fails. A refusal for want of step-up reaches the screen only
// when the user closed the step-up dialog: they know, and nothing more is said.
import { ApiError } from '../../api/client';
import { failureMessage } from '../../api/failure-message';
import type { Translate } from '../../i18n/i18n';

export const isStepUpRefusal = (error: unknown): boolean => error instanceof ApiError && error.code === 'step_up_required';

/**
 * The words for a failed change, or null when the user gave up the step-up. `thrown` words what failed in
 * the browser (the user closed its passkey dialog), which has no words of the server's.
 */
export function securityFailure(error: unknown, t: Translate, thrown = t('security.failed')): string | null {
  if (isStepUpRefusal(error)) return null;
  return failureMessage(error, { refused: t('security.failed'), offline: t('auth.error.offline'), thrown });
}
