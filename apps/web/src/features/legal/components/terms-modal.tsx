// The terms modal (spec §2, §5): the campus's legal text in the user's language, an accept checkbox,
// Cancel and Confirm; Confirm stays disabled until the box is ticked.
import type { LegalText } from '@campus/shared';
import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conditionsFor } from '../utils/legal-text.ts';
import { LegalTextView } from './legal-text-view.tsx';

export interface TermsModalProps {
  opened: boolean;
  terms: LegalText;
  onConfirm: () => void;
  onCancel: () => void;
  /** The acceptance is being sent. */
  confirming?: boolean;
  /** A translated message when sending failed. */
  error?: string | null;
}

export function TermsModal({ opened, terms, onConfirm, onCancel, confirming = false, error }: TermsModalProps) {
  const { t, i18n } = useTranslation();
  // Spec §9: the dialog is the full screen on mobile (theme); there the text may take more of it.
  const mobile = useMediaQuery('(max-width: 48em)');
  const [ticked, setTicked] = useState(false);

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('legal.terms.title')}
      // A decision is required: no closing by the backdrop, Escape or an X.
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      data-testid="terms-modal"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('legal.terms.intro')}
        </Text>
        {/* A named, focusable region: keyboard users scroll the text with the arrow keys. */}
        <ScrollArea.Autosize
          mah={mobile ? '60dvh' : '50vh'}
          type="auto"
          data-testid="terms-text"
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('legal.terms.textLabel') }}
        >
          <LegalTextView text={conditionsFor(terms, i18n.resolvedLanguage)} />
        </ScrollArea.Autosize>
        <Checkbox
          checked={ticked}
          onChange={(event) => setTicked(event.currentTarget.checked)}
          label={t('legal.terms.accept')}
          data-testid="terms-accept"
        />
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={confirming}>
            {t('legal.terms.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={!ticked} loading={confirming} data-testid="terms-confirm">
            {t('legal.terms.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
