// The server-state cache's provider (web/shell/query-client.ts), for the members' area (inside its Ionic
// shell) and for the sign-in screens that ask the server a question, which load without Ionic.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

export function QueryShell({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
