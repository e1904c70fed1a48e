// The whitelabel (domain) filter of the admin lists — users and projects (spec 001 §2 "Whitelabel"):
// every brand, or one by its id. The lists' query strings also take the platforms' names.
import * as v from 'valibot';

export const DOMAIN_FILTERS = ['all', '1', '2'] as const;
export type DomainFilter = (typeof DOMAIN_FILTERS)[number];

const DOMAIN_IDS: Record<string, 1 | 2 | undefined> = { all: undefined, '1': 1, '2': 2, tokenia: 1, hispaxtoken: 2 };

/** A query parameter naming the filter → the brand's id, or undefined for every brand. */
export const DomainFilterSchema = v.pipe(
  v.string('validation.domainFilterInvalid'),
  v.picklist(Object.keys(DOMAIN_IDS), 'validation.domainFilterInvalid'),
  v.transform((filter) => DOMAIN_IDS[filter]),
);
