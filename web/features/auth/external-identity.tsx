// When the platform signs people in through an external OpenID Provider (OIDC_ISSUER), sign-up and
// password reset happen there: GET /api/auth/options says so, and the pages show a way to it instead
// of their own form.
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { apiGet } from '../../api/client';
import { useT } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/catalogs';

const AuthOptionsSchema = v.object({
  external: v.boolean(),
  signupUrl: v.optional(v.string()),
  resetUrl: v.optional(v.string()),
});
export type AuthOptions = v.InferOutput<typeof AuthOptionsSchema>;

/** Asked once per page load: the answer changes only with the deployment's configuration. */
let asked: Promise<AuthOptions> | undefined;
const authOptions = () => (asked ??= apiGet<unknown>('/auth/options').then((data) => v.parse(AuthOptionsSchema, data)));

/** The options, or null while unknown (or unreachable: the page's own form then stays, as before). */
export function useAuthOptions(): AuthOptions | null {
  const [options, setOptions] = useState<AuthOptions | null>(null);
  useEffect(() => {
    let live = true;
    authOptions().then(
      (found) => live && setOptions(found),
      () => {
        asked = undefined;
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return options;
}

export function ExternalIdentityLink({ href, lead, action }: { href: string; lead: MessageKey; action: MessageKey }) {
  const t = useT();
  return (
    <div className="auth__form">
      <p className="auth__lead">{t(lead)}</p>
      <a className="auth__submit auth__submit--link" href={href}>
        {t(action)}
      </a>
    </div>
  );
}
