// The whitelabel (domain) filter of the admin lists — users and projects — and the brand names they
// show (spec 001 §2 "Whitelabel": the default brand's name for 1 and for any unknown value, Hispax for
// 2). The app only ever receives its own brand from the BFF, so the two known whitelabels are named here.
import { useId } from 'react';
import { DOMAIN_FILTERS, type DomainFilter } from '../../core/domain-filter';
import { DEFAULT_BRAND } from '../shell/brand';

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
  className: string;
}

export function DomainFilterSelect({ label, allLabel, value, onChange, className }: DomainFilterSelectProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = DOMAIN_FILTERS.find((domain) => domain === event.target.value);
          if (next) onChange(next);
        }}
      >
        {DOMAIN_FILTERS.map((domain) => (
          <option key={domain} value={domain}>
            {domain === 'all' ? allLabel : whitelabelName(Number(domain))}
          </option>
        ))}
      </select>
    </div>
  );
}
