// The feedback modal (spec §2): a heart rating 1–5 that starts at 0, an 8-row message and Send. The form
// is always valid (spec §5): Send is always enabled; without hearts the server's answer is shown on the
// rating. A refused send keeps what was typed.
import { FEEDBACK_ERROR_CODES, FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_MESSAGE_ROWS } from '@campus/shared/rules/feedback';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSendFeedback } from '../api/feedback.ts';
import { HeartRating } from './heart-rating.tsx';

export interface FeedbackModalProps {
  opened: boolean;
  /** Sent or dismissed. */
  onClose(): void;
}

function ratingRefused(error: unknown): boolean {
  return error instanceof ApiError && error.errors.some((fieldError) => fieldError.path === 'rating');
}

export function FeedbackModal({ opened, onClose }: FeedbackModalProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState('');
  const send = useSendFeedback();
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ rating, message }, { onSuccess: () => setSent(true) });
  };
  const ratingError = ratingRefused(send.error) || (send.isError && rating === 0);

  return (
    <Modal opened={opened} onClose={onClose} title={t('feedback.title')} centered size="lg" data-testid="feedback-modal">
      {sent ? (
        <Stack gap="md">
          <Text role="status">{t('feedback.thanks')}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('feedback.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text>{t('feedback.intro')}</Text>
            <Stack gap={4}>
              <Text fw={500} size="sm" id={labelId}>
                {t('feedback.rating')}
              </Text>
              <HeartRating value={rating} onChange={setRating} labelledBy={labelId} invalid={ratingError} />
              {ratingError ? (
                <Text size="sm" c="red.8" role="alert">
                  {t(`feedback.errors.${FEEDBACK_ERROR_CODES.ratingRequired}`)}
                </Text>
              ) : null}
            </Stack>
            <Textarea
              label={t('feedback.message')}
              rows={FEEDBACK_MESSAGE_ROWS}
              maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
            {send.isError && !ratingError ? (
              <Alert color="red" role="alert">
                {errorText(t, send.error, { prefixes: ['feedback.errors'] })}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('feedback.later')}
              </Button>
              <Button type="submit" loading={send.isPending} data-testid="feedback-send">
                {t('feedback.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
