// Pending campus invitations on the start screen (issue 27): a campus manager invited the person's
// address; they accept (and join the campus) or decline here. Nothing shows without invitations.
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { useAnswerCampusInvitation, useCampusInvitations } from '../api/campus-invitations.ts';

export function CampusInvitationsCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const invitations = useCampusInvitations();
  const answer = useAnswerCampusInvitation();
  const items = invitations.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card withBorder component="section" aria-labelledby={headingId} data-testid="campus-invitations">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('campusInvitations.title')}
        </Title>
        {items.map((invitation) => {
          const busy = answer.isPending && answer.variables.id === invitation.id;
          return (
            <Group key={invitation.id} justify="space-between" gap="sm" data-testid="campus-invitation">
              <Text>{t('campusInvitations.body', { campus: invitation.campus_name })}</Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  loading={busy && answer.variables.accept}
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ id: invitation.id, accept: true })}
                  aria-label={t('campusInvitations.acceptLabel', { campus: invitation.campus_name })}
                >
                  {t('campusInvitations.accept')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  loading={busy && !answer.variables.accept}
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ id: invitation.id, accept: false })}
                  aria-label={t('campusInvitations.declineLabel', { campus: invitation.campus_name })}
                >
                  {t('campusInvitations.decline')}
                </Button>
              </Group>
            </Group>
          );
        })}
        {answer.isError ? (
          <Alert color="red" role="alert">
            {errorText(t, answer.error)}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
