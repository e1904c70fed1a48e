// A visitor may pick a language on a prerendered page before React has hydrated it: the page's <select>
// answers at once, but its handler exists only after hydration, which would also put the old value
// back. The entry catches that first choice (web/main.tsx), and the language switcher applies it once
// it is alive. After that the switcher's own handler is the only one.
const SWITCHER = 'languageSwitcher';

let choice: string | null = null;
let stop: (() => void) | null = null;

/** Starts catching a choice made on a language switcher (marked data-language-switcher). */
export function catchEarlyLanguageChoice(target: Document = document): void {
  const listener = (event: Event) => {
    if (event.target instanceof HTMLSelectElement && SWITCHER in event.target.dataset) choice = event.target.value;
  };
  target.addEventListener('change', listener, true);
  stop = () => target.removeEventListener('change', listener, true);
}

/** The value chosen before the switcher came alive, if any; stops catching (later choices are the switcher's own). */
export function takeEarlyLanguageChoice(): string | null {
  stop?.();
  stop = null;
  const taken = choice;
  choice = null;
  return taken;
}
