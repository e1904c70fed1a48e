// KYC (spec 001 §7): the investor's own application and documents, the admins' review, and an approved
// investor's wallet change with its decision (docs/kyc.md "A new wallet"). Each route:
// guard → typed input (kyc-schemas.ts) → service → presenter. Answers carry personal data: never cached.
import Router from '@koa/router';
import type { Context } from 'koa';
import type { Deps } from '../deps';
import type { KycApplication, KycDocumentUploadResponse, KycReviewQueueResponse } from '../../core/kyc';
import { currentUser, requireRole } from '../middleware/authenticate';
import { noStore } from '../middleware/no-store';
import { done, reply, route } from '../http/route';
import { incomingFile, multipartUpload } from '../http/multipart-upload';
import { uploadsDir } from '../http/upload-temp';
import { requestLanguage } from '../http/language';
import { kycPermissions } from '../policies/kyc';
import { presentKycApplication, presentKycDocument, presentWalletChange, type KycView } from '../presenters/kyc';
import { isProposed } from '../services/four-eyes';
import { pendingApprovalRef } from '../presenters/approval';
import { maker } from '../auth/step-up';
import { replyPending } from './approvals';
import type { WalletChange } from '../../core/wallet-change';
import type { DbUserRow } from '../../db/tables';
import type { KycApplicant } from '../../db/queries/kyc';
import { KYC_DOCUMENT_MAX_BYTES } from '../../core/kyc';
import {
  Approve,
  ConfirmDocuments,
  DeleteDocument,
  GetApplication,
  GetDocument,
  ListOwnApplications,
  ListReviewQueue,
  Reject,
  RequestWalletChange,
  Review,
  ReviewWalletChange,
  SavePersonal,
  SaveQuestionnaire,
  Submit,
  UploadDocument,
} from './kyc-schemas';

/** A file a little over 5 MB still gets the spec's "too large" message; far beyond, the parser stops (413). */
const UPLOAD_MAX_BYTES = KYC_DOCUMENT_MAX_BYTES + 512 * 1024;

/** Each application carries its personal data and documents: a page the size of a reviewer's sitting. */
export const DEFAULT_REVIEW_QUEUE_PAGE = 20;

export function kycRoutes(deps: Pick<Deps, 'config' | 'kyc' | 'walletChanges' | 'approvals'>): Router {
  const router = new Router();
  const { kyc, approvals } = deps;
  router.use(noStore);

  /** Applications as `user` reads them, an admin's with the four-eyes requests waiting on each and on its wallet change. */
  async function presentAll(ctx: Context, user: DbUserRow, views: (KycView & { applicant?: KycApplicant })[]): Promise<KycApplication[]> {
    const pending = await approvals.pendingOn(user, views.flatMap((view) => [view.application.id, ...(view.walletChange ? [view.walletChange.id] : [])]));
    return views.map((view) => {
      const application = presentKycApplication(view, kycPermissions(user, view.application), requestLanguage(ctx), view.applicant);
      const walletChange = application.wallet_change && { ...application.wallet_change, pending_approval: pendingApprovalRef(pending.get(application.wallet_change.id)) };
      return { ...application, wallet_change: walletChange, pending_approval: pendingApprovalRef(pending.get(application.id)) };
    });
  }
  const present = async (ctx: Context, user: DbUserRow, view: KycView, applicant?: KycApplicant): Promise<KycApplication> => (await presentAll(ctx, user, [{ ...view, applicant }]))[0]!;

  router.get(
    '/kyc/applications',
    requireRole('user'),
    route(ListOwnApplications, async (ctx) => {
      const user = currentUser(ctx);
      reply<KycApplication[]>(ctx, await presentAll(ctx, user, await kyc.listOwn(user)));
    }),
  );

  router.get(
    '/kyc/applications/:id',
    requireRole('user'),
    route(GetApplication, async (ctx, { params }) => {
      const user = currentUser(ctx);
      reply<KycApplication>(ctx, await present(ctx, user, await kyc.get(user, params.id)));
    }),
  );

  router.get(
    '/admin/kyc/applications',
    requireRole('admin'),
    route(ListReviewQueue, async (ctx, { query }) => {
      const admin = currentUser(ctx);
      const { rows, nextCursor } = await kyc.reviewQueue(admin, { limit: query.limit ?? DEFAULT_REVIEW_QUEUE_PAGE, cursor: query.cursor });
      ctx.body = { success: true, data: await presentAll(ctx, admin, rows), nextCursor } satisfies KycReviewQueueResponse;
    }),
  );

  router.get(
    '/admin/kyc/applications/:id',
    requireRole('admin'),
    route(GetApplication, async (ctx, { params }) => {
      const admin = currentUser(ctx);
      const view = await kyc.getWithApplicant(admin, params.id);
      reply<KycApplication>(ctx, await present(ctx, admin, view, view.applicant));
    }),
  );

  router.put(
    '/kyc/personal',
    requireRole('user'),
    route(SavePersonal, async (ctx, { body }) => {
      const user = currentUser(ctx);
      reply<KycApplication>(ctx, await present(ctx, user, await kyc.savePersonal(user, body)));
    }),
  );

  router.put(
    '/kyc/questionnaire',
    requireRole('user'),
    route(SaveQuestionnaire, async (ctx, { body }) => {
      const user = currentUser(ctx);
      reply<KycApplication>(ctx, await present(ctx, user, await kyc.saveQuestionnaire(user, body)));
    }),
  );

  router.put(
    '/kyc/document',
    requireRole('user'),
    route(ConfirmDocuments, async (ctx, { body }) => {
      const user = currentUser(ctx);
      reply<KycApplication>(ctx, await present(ctx, user, await kyc.confirmDocuments(user, body)));
    }),
  );

  router.post(
    '/kyc/document',
    requireRole('user'),
    multipartUpload(uploadsDir(deps.config.dataDir), UPLOAD_MAX_BYTES),
    route(UploadDocument, async (ctx, { body }) => {
      const user = currentUser(ctx);
      const { document, view } = await kyc.attachDocument(user, body.document_type, incomingFile(ctx));
      const data = presentKycDocument(document);
      reply<KycDocumentUploadResponse>(ctx, { url: data.url, document: data, application: await present(ctx, user, view) }, { status: 201 });
    }),
  );

  router.delete(
    '/kyc/document',
    requireRole('user'),
    route(DeleteDocument, async (ctx, { body }) => {
      await kyc.deleteDocument(currentUser(ctx), body.document_type, body.application_id);
      done(ctx);
    }),
  );

  router.get(
    '/kyc/document/:userId/:documentId',
    requireRole('user'),
    route(GetDocument, async (ctx, { params }) => {
      const { document, bytes } = await kyc.openDocument(currentUser(ctx), params.userId, params.documentId);
      ctx.type = document.content_type;
      ctx.length = bytes.length;
      ctx.set('Content-Disposition', `inline; filename="${document.type}.${document.content_type === 'application/pdf' ? 'pdf' : document.content_type === 'image/png' ? 'png' : 'jpg'}"`);
      // The service worker and every cache in between must not keep an identity document.
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = bytes;
    }),
  );

  router.post(
    '/kyc/submit',
    requireRole('user'),
    route(Submit, async (ctx, { body }) => {
      const user = currentUser(ctx);
      reply<KycApplication>(ctx, await present(ctx, user, await kyc.submit(user, body)));
    }),
  );

  router.post(
    '/kyc/review',
    requireRole('admin'),
    route(Review, async (ctx, { body }) => {
      const admin = currentUser(ctx);
      const outcome = await kyc.review(admin, body, maker(ctx));
      if (isProposed(outcome)) return replyPending(ctx, outcome.proposed);
      reply<KycApplication>(ctx, await present(ctx, admin, outcome));
    }),
  );

  router.post(
    '/kyc/approve/:id',
    requireRole('admin'),
    route(Approve, async (ctx, { params }) => {
      const admin = currentUser(ctx);
      const outcome = await kyc.review(admin, { applicationId: params.id, status: 'APPROVED' }, maker(ctx));
      if (isProposed(outcome)) return replyPending(ctx, outcome.proposed);
      reply<KycApplication>(ctx, await present(ctx, admin, outcome));
    }),
  );

  router.post(
    '/kyc/reject/:id',
    requireRole('admin'),
    route(Reject, async (ctx, { params, body }) => {
      const admin = currentUser(ctx);
      const outcome = await kyc.review(admin, { applicationId: params.id, status: 'REJECTED', comments: body.reason }, maker(ctx));
      // A rejection is one person's decision: it never waits for another.
      if (isProposed(outcome)) return replyPending(ctx, outcome.proposed);
      reply<KycApplication>(ctx, await present(ctx, admin, outcome));
    }),
  );

  const { walletChanges } = deps;

  router.post(
    '/kyc/wallet-change',
    requireRole('user'),
    route(RequestWalletChange, async (ctx, { body }) => {
      reply<WalletChange>(ctx, presentWalletChange(await walletChanges.request(currentUser(ctx), body)), { status: 201 });
    }),
  );

  router.post(
    '/kyc/wallet-change/:id/review',
    requireRole('admin'),
    route(ReviewWalletChange, async (ctx, { params, body }) => {
      const outcome = await walletChanges.review(currentUser(ctx), params.id, body, maker(ctx));
      if (isProposed(outcome)) return replyPending(ctx, outcome.proposed);
      reply<WalletChange>(ctx, presentWalletChange(outcome));
    }),
  );

  return router;
}
