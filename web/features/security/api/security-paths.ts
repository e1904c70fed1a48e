// The addresses of the second factors' calls (issue 57), apart from the calls so the route table can name
// the security screen's first answer without taking in its code.
export const FACTORS_PATH = '/auth/factors';

export const factorPath = (id: string): string => `${FACTORS_PATH}/${encodeURIComponent(id)}`;
