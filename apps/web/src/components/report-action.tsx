// "Report" on an item (spec §2 `report-modal`, issue 13): the features that show reportable items (content
// details and comments, the video player and its comments) render <ReportButton>, and the app supplies
// the modal's form through ReportFormProvider (the reports feature). Without a provider there is no
// button, so a feature rendered on its own (tests, screens outside a course) shows none. The same goes
// for the "hidden by moderators" note, which needs no provider.
import type { ReportTargetKind } from '@campus/shared';
import { Alert, Anchor, Badge, Button, Modal } from '@mantine/core';
import { IconEyeOff, IconFlag } from '@tabler/icons-react';
import { createContext, useContext, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReportTargetRef {
  kind: ReportTargetKind;
  targetId: number;
  /** What is reported, as the reader knows it (a title, or the author of a comment). */
  label: string;
}

/** The modal's body; `onClose` closes the modal (after sending, or on cancel). */
export type ReportForm = ComponentType<{ target: ReportTargetRef; onClose: () => void }>;

const ReportFormContext = createContext<ReportForm | null>(null);

export const ReportFormProvider = ReportFormContext.Provider;

export interface ReportButtonProps extends ReportTargetRef {
  size?: 'xs' | 'sm';
  /** `link` matches a row of small text actions (a comment's "Copy link", "Edit"); `button` stands alone. */
  look?: 'button' | 'link';
}

export function ReportButton({ kind, targetId, label, size = 'xs', look = 'button' }: ReportButtonProps) {
  const { t } = useTranslation();
  const Form = useContext(ReportFormContext);
  const [opened, setOpened] = useState(false);
  if (Form === null) return null;
  const close = () => setOpened(false);
  return (
    <>
      {look === 'link' ? (
        <Anchor
          component="button"
          type="button"
          size={size}
          aria-label={t('reports.action.named', { label })}
          aria-haspopup="dialog"
          data-testid="report-button"
          onClick={(event) => {
            event.stopPropagation();
            setOpened(true);
          }}
        >
          {t('reports.action.report')}
        </Anchor>
      ) : (
        <Button
          size={size}
          variant="subtle"
          color="gray"
          leftSection={<IconFlag size={14} aria-hidden />}
          aria-label={t('reports.action.named', { label })}
          aria-haspopup="dialog"
          data-testid="report-button"
          onClick={(event) => {
            // Items sit inside cards that open on click.
            event.stopPropagation();
            setOpened(true);
          }}
        >
          {t('reports.action.report')}
        </Button>
      )}
      <Modal opened={opened} onClose={close} title={t('reports.modal.title')} closeButtonProps={{ 'aria-label': t('reports.modal.close') }} data-testid="report-modal">
        {opened ? <Form target={{ kind, targetId, label }} onClose={close} /> : null}
      </Modal>
    </>
  );
}

/** Shown to the course staff and the author on an item the moderators hid after a report; `compact` for feed cards. */
export function HiddenByModeratorsNote({ hidden, compact = false }: { hidden: boolean | undefined; compact?: boolean }) {
  const { t } = useTranslation();
  if (!hidden) return null;
  if (compact) {
    return (
      <Badge color="orange" variant="light" leftSection={<IconEyeOff size={12} aria-hidden />} title={t('reports.hiddenNote')} data-testid="moderation-hidden-note">
        {t('reports.hiddenBadge')}
      </Badge>
    );
  }
  return (
    <Alert color="orange" variant="light" icon={<IconEyeOff size={16} aria-hidden />} data-testid="moderation-hidden-note">
      {t('reports.hiddenNote')}
    </Alert>
  );
}
