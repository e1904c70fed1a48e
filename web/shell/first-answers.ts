// What a members' page asks the BFF for first, asked for by the entry (web/main.tsx) while the app's code
// is still downloading instead of once it has run: the signed-in user, and the first answers of the
// screen the address opens (its route table entry). The page's head has named the frame's code to fetch
// meanwhile (web/build/prerender.tsx); it runs after the app's own, in a task of its own, when the
// router asks for it. The router asks again for
// the same on its first load; each request is sent once and taken by the first read of its path.
import { prefetch } from '../api/client';
import { matchScreen, SHELL_ANSWERS, type FirstAnswer } from './route-table';

/** Starts a screen's first answers (the route table's `answers`), the entry's and the router's loaders' alike. */
export function askForAnswers(answers: readonly FirstAnswer[]): void {
  for (const answer of answers) {
    if (typeof answer === 'string') prefetch(answer);
    else prefetch(answer.path, answer.peek);
  }
}

/** The first answers of the members' screen at this address; nothing elsewhere. */
export function askForFirstScreen(pathname: string, search: string): void {
  const match = matchScreen(pathname);
  if (!match) return;
  askForAnswers([...SHELL_ANSWERS, ...(match.screen.answers?.({ params: match.params, search: new URLSearchParams(search) }) ?? [])]);
}
