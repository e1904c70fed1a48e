// What of a request URL may be written to a log: single-use secrets in the query (reset and
// verification tokens, authorization codes, OIDC state) are replaced, resumable upload ids are cut to
// a short prefix, the rest is kept for debugging.
import { shortUploadId } from '../kyc/tus-address';

const SECRET_PARAMS = new Set(['token', 'code', 'state', 'id_token', 'access_token', 'refresh_token', 'code_verifier', 'nonce']);

/**
 * Anything that could be an upload id, in any URL: a request that spells the tus address otherwise
 * (`/API/…`, `//api/…`, an absolute form) never reaches tus but would still carry a whole id into the
 * log. Our other ids are UUIDs, whose dashes keep their hex runs shorter.
 */
const UPLOAD_ID_LIKE = /[0-9a-f]{16,}/gi;

export function redactUrl(url: string): string {
  url = url.replace(UPLOAD_ID_LIKE, shortUploadId);
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came; it cannot be one of ours.
      }
      return eq >= 0 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}
