// Starts a screen's first answers (the route table's `answers`): each request is sent once, taken by the
// first read of its path (web/api/early-requests.ts). Shared by the entry and the router's loaders.
import { prefetch } from '../api/client';
import type { FirstAnswer } from './route-table';

export function askForAnswers(answers: readonly FirstAnswer[]): void {
  for (const answer of answers) {
    if (typeof answer === 'string') prefetch(answer);
    else prefetch(answer.path, answer.peek);
  }
}
