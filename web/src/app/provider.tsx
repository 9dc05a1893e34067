import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

import { syncLanguageWithAccount } from '@/lib/i18n-switch';
import { restoreSession, useSession } from '@/lib/session';
import { ThemeProvider } from '@/lib/theme';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => {
    void restoreSession();
  }, []);
  // A member's language follows them: the account's choice, or this device's saved to the account.
  const member = useSession().user;
  useEffect(() => {
    if (member) void syncLanguageWithAccount(member);
  }, [member]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>{children}</ThemeProvider>
    </QueryClientProvider>
  );
}
