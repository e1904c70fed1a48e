// A thin bar for a share from 0 to 100 (funding, an upload), named for screen readers.
import './progress-bar.css';

export function ProgressBar({ label, value, valueText }: { label: string; value: number; valueText?: string }) {
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={valueText}>
      <span className="progress__bar" style={{ width: `${value}%` }} />
    </div>
  );
}
