// Where a second factor is enforced, an admin or ERIR account without one may only enrol one (issue 57):
// its profile, the factors and step-up routes, sign-out, and what anybody may call signed out.
const ENROLMENT_ONLY = [
  /^\/api\/auth\/(me|signout|factors(\/.*)?|step-up(\/.*)?)$/,
  // Public: the sign-in, sign-up and recovery steps, and the contact form.
  /^\/api\/auth\/(login|options|signin(\/.*)?|callback|signup|verify-email|resend-verification|reset-password|recover-password)$/,
  /^\/api\/contact$/,
];

export const allowedWithoutFactor = (path: string): boolean => ENROLMENT_ONLY.some((pattern) => pattern.test(path));
