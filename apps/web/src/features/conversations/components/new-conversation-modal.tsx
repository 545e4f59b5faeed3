// "New conversation": pick people from GET /conversations/recipients (searched on the server), an optional
// title once it is a group, start. With one person and no title the server answers the existing
// one-to-one conversation. A refusal keeps the picked people and the title.
import type { ConversationSummary, Recipient } from '@campus/shared';
import { CONVERSATION_PARTICIPANTS_MAX, CONVERSATION_TITLE_MAX } from '@campus/shared';
import { Alert, Button, Group, Modal, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { useCreateConversation } from '../api/create-conversation.ts';
import { useRecipients } from '../api/get-recipients.ts';
import { CONVERSATION_ERROR_PREFIXES } from '../utils/error-prefixes.ts';

const SEARCH_DEBOUNCE_MS = 250;

export interface NewConversationModalProps {
  opened: boolean;
  onClose: () => void;
  /** Set on a course's list: only its members are offered and the conversation belongs to the course. */
  courseId?: number;
  onCreated: (conversation: ConversationSummary) => void;
}

export function NewConversationModal({ opened, onClose, courseId, onCreated }: NewConversationModalProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<Recipient[]>([]);
  const [title, setTitle] = useState('');
  // The list closes after each pick so it never covers the buttons; typing or a click opens it again.
  const [listOpen, setListOpen] = useState(false);
  const recipients = useRecipients(debounced, courseId, opened);
  const create = useCreateConversation();

  // Picked people stay selectable (and named) when a new search no longer lists them.
  const options = useMemo(() => {
    const byUid = new Map<number, Recipient>();
    for (const person of [...picked, ...(recipients.data?.items ?? [])]) byUid.set(person.uid, person);
    return [...byUid.values()].map((person) => ({ value: String(person.uid), label: person.name }));
  }, [picked, recipients.data]);

  const choose = (values: string[]) => {
    const known = new Map<number, Recipient>([...picked, ...(recipients.data?.items ?? [])].map((person) => [person.uid, person]));
    setPicked(values.flatMap((value) => known.get(Number(value)) ?? []));
    setSearch('');
  };

  const group = picked.length > 1;
  const submit = () => {
    if (picked.length === 0) return;
    const trimmed = title.trim();
    create.mutate(
      {
        participantUids: picked.map((person) => person.uid),
        ...(group && trimmed ? { title: trimmed } : {}),
        ...(courseId === undefined ? {} : { courseId }),
      },
      {
        onSuccess: (conversation) => {
          setPicked([]);
          setTitle('');
          onCreated(conversation);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('conversations.new.title')} data-testid="new-conversation-dialog">
      <Stack
        component="form"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <MultiSelect
          label={t('conversations.new.recipients')}
          placeholder={picked.length === 0 ? t('conversations.new.recipientsPlaceholder') : undefined}
          data={options}
          value={picked.map((person) => String(person.uid))}
          onChange={choose}
          dropdownOpened={listOpen}
          onDropdownOpen={() => setListOpen(true)}
          onDropdownClose={() => setListOpen(false)}
          onOptionSubmit={() => setListOpen(false)}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server searched already; the list shows what it answered.
          filter={({ options: all }) => all}
          nothingFoundMessage={recipients.isFetching ? t('common.loading') : t('conversations.new.noRecipients')}
          maxValues={CONVERSATION_PARTICIPANTS_MAX - 1}
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        {group ? (
          <TextInput
            label={t('conversations.new.groupTitle')}
            description={t('conversations.new.groupTitleHint')}
            maxLength={CONVERSATION_TITLE_MAX}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
        ) : null}
        {recipients.isError ? (
          <Alert color="red" role="alert">
            {errorText(t, recipients.error)}
          </Alert>
        ) : null}
        {create.isError ? (
          <Alert color="red" role="alert" title={t('conversations.new.failed')}>
            {errorText(t, create.error, { prefixes: CONVERSATION_ERROR_PREFIXES })}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('conversations.new.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={picked.length === 0}>
            {t('conversations.new.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
