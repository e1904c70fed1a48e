// What the KYC routes accept, one `{ params, query, body }` schema per route (bff/http/route.ts).
// Bodies are core's schemas, the same the KYC forms validate with.
import * as v from 'valibot';
import {
  DOCUMENT_URL_FIELDS,
  KycDocumentTypeSchema,
  KycPersonalSchema,
  KycQuestionnaireSchema,
  KycRejectSchema,
  KycReviewSchema,
  KycSubmitSchema,
} from '../../core/kyc';
import { WalletChangeRequestSchema, WalletChangeReviewSchema } from '../../core/wallet-change';
import { pageCursor, pageLimit } from './list-query';

const ApplicationIdParams = v.object({ id: v.pipe(v.string(), v.uuid('kyc.notFound')) });
const documentUrl = v.optional(v.pipe(v.string('kyc.documentUrlInvalid'), v.maxLength(200, 'kyc.documentUrlInvalid')));

export const ListOwnApplications = {};
export const GetApplication = { params: ApplicationIdParams };
export const ListReviewQueue = {
  query: v.object({
    status: v.optional(v.literal('SUBMITTED', 'kyc.reviewStatusInvalid')),
    limit: pageLimit('kyc.reviewQueueInvalid'),
    cursor: pageCursor('kyc.reviewQueueInvalid'),
  }),
};
export const SavePersonal = { body: KycPersonalSchema };
export const SaveQuestionnaire = { body: KycQuestionnaireSchema };
export const ConfirmDocuments = {
  body: v.object({
    [DOCUMENT_URL_FIELDS.front]: documentUrl,
    [DOCUMENT_URL_FIELDS.back]: documentUrl,
    [DOCUMENT_URL_FIELDS.proof]: documentUrl,
    application_id: v.nullish(v.pipe(v.string(), v.uuid('kyc.notFound'))),
  }),
};
export const UploadDocument = { body: v.object({ document_type: KycDocumentTypeSchema }) };
export const DeleteDocument = {
  body: v.object({ document_type: KycDocumentTypeSchema, application_id: v.nullish(v.pipe(v.string(), v.uuid('kyc.notFound'))) }),
};
export const GetDocument = {
  params: v.object({
    userId: v.pipe(v.string(), v.uuid('kyc.documentNotFound')),
    documentId: v.pipe(v.string(), v.uuid('kyc.documentNotFound')),
  }),
};
export const Submit = { body: KycSubmitSchema };
export const Review = { body: KycReviewSchema };
export const Approve = { params: ApplicationIdParams };
export const Reject = { params: ApplicationIdParams, body: KycRejectSchema };
export const RequestWalletChange = { body: WalletChangeRequestSchema };
export const ReviewWalletChange = { params: v.object({ id: v.pipe(v.string(), v.uuid('kyc.walletChange.notFound')) }), body: WalletChangeReviewSchema };
