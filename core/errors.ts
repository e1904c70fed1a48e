// The stable ids of every failure the BFF answers (`{ success: false, error, code }`): a closed set, so
// the server can only throw a code listed here and the web client can branch on `ApiError.code` with
// the compiler's help. The error text is for people; the code is for programs.
export const ERROR_CODES = [
  // The HTTP layer
  'bad_request',
  'bad_multipart',
  'client_error',
  'cross_site_request',
  'forbidden',
  'internal',
  'invalid_json',
  'method_not_allowed',
  'no_session',
  'payload_too_large',
  'route_not_found',
  'service_unavailable',
  'too_many_files',
  'unknown_origin',
  'unsupported_media_type',
  'validation_failed',
  // Sign-in and accounts
  'email_unverified',
  'external_identity',
  'invalid_credentials',
  'link_invalid',
  'login_expired',
  'too_many_attempts',
  'too_many_mails',
  // Contact
  'contact_rate_limited',
  // Projects and their files
  'cursor_invalid',
  'document_type_missing',
  'file_missing',
  'file_not_found',
  'file_too_large',
  'file_type_not_allowed',
  'image_unreadable',
  'not_an_image',
  'project_changed',
  'project_files_locked',
  'project_inconsistent',
  'project_not_draft',
  'project_not_editable',
  'project_not_found',
  'project_not_publishable',
  'project_published',
  'project_status',
  // KYC
  'kyc_not_found',
  'kyc_not_editable',
  'kyc_not_submitted',
  'kyc_incomplete',
  'kyc_document_not_found',
  'kyc_document_url_invalid',
  'kyc_upload_not_found',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
