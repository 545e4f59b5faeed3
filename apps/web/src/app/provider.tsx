// Everything the screens rely on: queries, translations, Mantine theme, modals and notifications.
import './consume-redirect-tokens.ts';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { NOTIFICATION_Z_INDEX } from '../components/dialog-layout.ts';
import { readCspNonce } from '../lib/csp-nonce.ts';
import { theme } from './theme.ts';

export interface AppProviderProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

// Mantine's own style elements must carry the page's CSP nonce (lib/csp-nonce.ts).
const styleNonce = readCspNonce();
const getStyleNonce = styleNonce === undefined ? undefined : () => styleNonce;

export function AppProvider({ i18n, queryClient, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} defaultColorScheme="light" getStyleNonce={getStyleNonce}>
          <ModalsProvider>
            <Notifications zIndex={NOTIFICATION_Z_INDEX} />
            {children}
          </ModalsProvider>
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
