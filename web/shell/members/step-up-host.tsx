// Answers the API client's step-up prompts (issue 57) while the members' area is open. The dialog, its
// proof form and the server messages it may show load with the first prompt, not with the shell.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { setStepUpPrompt } from '../../api/client';

const StepUpDialog = lazy(() => import('./step-up-dialog').then((m) => ({ default: m.StepUpDialog })));

/** Answers the API client's step-up prompts while the members' area is open: one dialog, however many requests wait on it. */
export function StepUpHost() {
  const [settle, setSettle] = useState<((proved: boolean) => void) | null>(null);
  const waiting = useRef<Promise<boolean> | null>(null);

  useEffect(
    () =>
      setStepUpPrompt(
        () =>
          (waiting.current ??= new Promise<boolean>((resolve) => setSettle(() => resolve)).finally(() => {
            waiting.current = null;
          })),
      ),
    [],
  );

  if (!settle) return null;
  const finish = (proved: boolean) => {
    setSettle(null);
    settle(proved);
  };
  return (
    <Suspense fallback={null}>
      <StepUpDialog onProved={() => finish(true)} onCancel={() => finish(false)} />
    </Suspense>
  );
}
