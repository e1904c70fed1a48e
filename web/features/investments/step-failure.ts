// What a failed write says: a request that never got an answer (after its retries) says it can be tried
// again safely (same key, never done twice); otherwise the server's own words (a refusal, "already
// taken"), else the screen's generic failure.
import { failureMessage } from '../../api/failure-message';
import { isUnanswered } from '../../api/idempotent';
import type { Translate } from '../../i18n/i18n';

export function writeFailure(error: unknown, texts: { failed: string; unanswered: string }): string {
  if (isUnanswered(error)) return texts.unanswered;
  return failureMessage(error, { refused: texts.failed, offline: texts.unanswered, thrown: texts.failed });
}

export const stepFailure = (t: Translate, error: unknown): string => writeFailure(error, { failed: t('investments.step.failed'), unanswered: t('investments.step.unanswered') });
