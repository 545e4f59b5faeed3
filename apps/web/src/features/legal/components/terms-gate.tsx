// A course whose campus terms are not accepted shows them first (spec §4 "Legal"): the children (the
// course) appear once the current version is accepted. Confirm posts the acceptance; Cancel hands over
// to the caller (the course chooser opens).
import type { LEGAL_ERROR_CODES } from '@campus/shared';
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { codeText } from '../../../lib/error-text.ts';
import { useAcceptLegal } from '../api/accept-legal.ts';
import { useLegal } from '../api/get-legal.ts';
import { TermsModal } from './terms-modal.tsx';

const TERMS_OUTDATED: (typeof LEGAL_ERROR_CODES)['termsOutdated'] = 'LEGAL_TERMS_OUTDATED';

export interface TermsGateProps {
  /** The campus whose terms apply. */
  domainId: number;
  /** False when the course says its terms are accepted (legal_accepted): the children show at once. */
  required: boolean;
  onRejected: () => void;
  /** After a recorded acceptance (to reload the course, whose legal_accepted changed). */
  onAccepted?: () => void;
  children?: ReactNode;
}

export function TermsGate({ domainId, required, onRejected, onAccepted, children }: TermsGateProps) {
  const { t } = useTranslation();
  const legal = useLegal(required ? domainId : null);
  const accept = useAcceptLegal(domainId);
  if (!required) return children;
  if (legal.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const terms = legal.data;
  // No terms on the campus, or accepted meanwhile (another tab): nothing to ask.
  if (legal.isError || !terms || terms.accepted) return children;

  const error = accept.error instanceof ApiError ? accept.error : accept.error ? new ApiError({ status: 0, code: 'NETWORK_ERROR' }) : null;
  // An outdated version is not an error for the user: the new text simply replaces the old one.
  let message: string | null = null;
  if (error && error.code !== TERMS_OUTDATED) {
    message = codeText(t, error.code, { prefixes: ['legal.errors'], fallback: t('errors.BAD_REQUEST') });
  }

  return (
    <TermsModal
      // A new version (after 409) starts with an unticked box.
      key={terms.version}
      opened
      terms={terms}
      confirming={accept.isPending}
      error={message}
      onCancel={onRejected}
      onConfirm={() =>
        accept.mutate(terms.version, {
          onSuccess: () => onAccepted?.(),
        })
      }
    />
  );
}
