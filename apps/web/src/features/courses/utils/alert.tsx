// A one-button alert (spec §8: ERROR_SET_COURSE, ERROR_EMPTY_COURSE with an OK button).
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export interface AlertOptions {
  title: string;
  message: string;
  okLabel: string;
  testId?: string;
  onClose?: () => void;
}

export function showAlert({ title, message, okLabel, testId, onClose }: AlertOptions): string {
  const id = modals.open({
    title,
    onClose,
    children: (
      <Stack gap="md" data-testid={testId}>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)} data-autofocus>
            {okLabel}
          </Button>
        </Group>
      </Stack>
    ),
  });
  return id;
}
