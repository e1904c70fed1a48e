// A person's initials in a square (the account menu, the profile card); decorative, as the name is
// written beside it.
import './avatar.css';

export function Avatar({ initials, large = false }: { initials: string; large?: boolean }) {
  return (
    <span className={large ? 'avatar avatar--large' : 'avatar'} aria-hidden="true">
      {initials}
    </span>
  );
}
