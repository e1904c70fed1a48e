// The whitelabel (domain) filter of the admin lists — users and projects — and the brand names they
// show (spec 001 §2 "Whitelabel": the default brand's name for 1 and for any unknown value, Hispax for
// 2). The app only ever receives its own brand from the BFF, so the two known whitelabels are named here.
import { DOMAIN_FILTERS, type DomainFilter } from '../../core/domain-filter';
import { DEFAULT_BRAND } from '../shell/brand';
import { FilterSelect } from './filter-select';

export type { DomainFilter };

export function whitelabelName(domainId: number): string {
  return domainId === 2 ? 'Hispax' : DEFAULT_BRAND.name;
}

interface DomainFilterSelectProps {
  label: string;
  /** The "every domain" option's text. */
  allLabel: string;
  value: DomainFilter;
  onChange: (value: DomainFilter) => void;
}

export function DomainFilterSelect({ label, allLabel, value, onChange }: DomainFilterSelectProps) {
  const options = DOMAIN_FILTERS.map((domain) => ({ value: domain, label: domain === 'all' ? allLabel : whitelabelName(Number(domain)) }));
  return <FilterSelect label={label} value={value} options={options} onChange={onChange} />;
}
