// The staff dialogs of the member list: invite by e-mail, change a role, put into workgroups and target
// groups, and the course's workgroups. A refused save keeps what was typed and says why.
import type { CourseRoleId, Member, MembersList } from '@campus/shared';
import { ActionIcon, Alert, Button, Group, Modal, MultiSelect, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangeMemberRole, useCreateWorkgroup, useDeleteWorkgroup, useInviteMember, useSetMemberGroups } from '../api/manage-members.ts';
import { memberErrorText, parseRole, roleOptions } from '../utils/member-text.ts';

interface DialogProps {
  courseId: number;
  opened: boolean;
  onClose: () => void;
}

function useCloseLabel() {
  const { t } = useTranslation();
  return { 'aria-label': t('members.dialogs.close') };
}

export function InviteDialog({ courseId, opened, onClose }: DialogProps) {
  const { t } = useTranslation();
  const invite = useInviteMember(courseId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CourseRoleId>(5);
  const closeProps = useCloseLabel();
  const failure = invite.error === null ? null : memberErrorText(t, invite.error);
  // The address is the field at fault when the server refuses it or finds no account.
  const emailError =
    invite.error instanceof ApiError && ['VALIDATION_FAILED', 'MEMBER_INVITE_USER_NOT_FOUND', 'MEMBER_ALREADY_MEMBER'].includes(invite.error.code) ? failure : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (member) => {
          notifications.show({ color: 'green', message: t('members.invite.done', { name: member.name }) });
          setEmail('');
          invite.reset();
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('members.invite.title')} closeButtonProps={closeProps}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('members.invite.hint')}</Text>
          <TextInput
            label={t('members.invite.email')}
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailError}
            data-autofocus
          />
          <Select label={t('members.invite.role')} data={roleOptions(t)} value={String(role)} onChange={(value) => setRole(parseRole(value) ?? 5)} allowDeselect={false} />
          {failure !== null && emailError === null ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('members.dialogs.cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending} disabled={email.trim() === ''}>
              {t('members.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function RoleDialog({ courseId, member, onClose }: { courseId: number; member: Member | null; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeMemberRole(courseId);
  const [role, setRole] = useState<CourseRoleId | null>(null);
  const closeProps = useCloseLabel();
  const current = role ?? (member?.roles[0]?.id as CourseRoleId | undefined) ?? null;
  const close = () => {
    setRole(null);
    change.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (member === null || current === null) return;
    change.mutate(
      { uid: member.uid, role: current },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('members.role.done', { name: saved.name }) });
          close();
        },
      },
    );
  };
  return (
    <Modal opened={member !== null} onClose={close} title={t('members.role.title', { name: member?.name ?? '' })} closeButtonProps={closeProps}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Select label={t('members.role.label')} data={roleOptions(t)} value={current === null ? null : String(current)} onChange={(value) => setRole(parseRole(value))} allowDeselect={false} />
          {change.error ? (
            <Alert color="red" role="alert">
              {memberErrorText(t, change.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('members.dialogs.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t('members.role.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function GroupsDialog({ courseId, member, choices, onClose }: { courseId: number; member: Member | null; choices: Pick<MembersList, 'workgroups' | 'targetGroups'>; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetMemberGroups(courseId);
  const closeProps = useCloseLabel();
  const [workgroups, setWorkgroups] = useState<string[] | null>(null);
  const [targetGroups, setTargetGroups] = useState<string[] | null>(null);
  const chosenWorkgroups = workgroups ?? member?.workgroups.map((group) => String(group.id)) ?? [];
  const chosenTargets = targetGroups ?? member?.targetGroups ?? [];
  const close = () => {
    setWorkgroups(null);
    setTargetGroups(null);
    save.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (member === null) return;
    save.mutate(
      { uid: member.uid, groups: { workgroups: chosenWorkgroups.map(Number), targetGroups: chosenTargets } },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('members.groups.done', { name: saved.name }) });
          close();
        },
      },
    );
  };
  return (
    <Modal opened={member !== null} onClose={close} title={t('members.groups.title', { name: member?.name ?? '' })} closeButtonProps={closeProps}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <MultiSelect
            label={t('members.groups.workgroups')}
            data={choices.workgroups.map((group) => ({ value: String(group.id), label: group.name }))}
            value={chosenWorkgroups}
            onChange={setWorkgroups}
            searchable
            nothingFoundMessage={t('members.groups.noWorkgroups')}
          />
          <TagsInput
            label={t('members.groups.targetGroups')}
            description={t('members.groups.targetGroupsHint')}
            data={choices.targetGroups}
            value={chosenTargets}
            onChange={setTargetGroups}
            maxTags={50}
          />
          {save.error ? (
            <Alert color="red" role="alert">
              {memberErrorText(t, save.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('members.dialogs.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('members.groups.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function WorkgroupsDialog({ courseId, opened, workgroups, onClose }: DialogProps & { workgroups: MembersList['workgroups'] }) {
  const { t } = useTranslation();
  const create = useCreateWorkgroup(courseId);
  const remove = useDeleteWorkgroup(courseId);
  const closeProps = useCloseLabel();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        create.reset();
      },
    });
  };
  const confirmRemove = (group: { id: number; name: string }) =>
    modals.openConfirmModal({
      title: t('members.workgroups.deleteTitle'),
      children: <Text size="sm">{t('members.workgroups.deleteText', { name: group.name })}</Text>,
      labels: { confirm: t('members.workgroups.deleteConfirm'), cancel: t('members.dialogs.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(group.id, {
          onError: (error) => notifications.show({ color: 'red', title: t('members.workgroups.deleteFailed'), message: memberErrorText(t, error) }),
        }),
    });
  return (
    <Modal opened={opened} onClose={onClose} title={t('members.workgroups.title')} closeButtonProps={closeProps}>
      <Stack gap="sm">
        {workgroups.length === 0 ? <Text c="dimmed">{t('members.workgroups.empty')}</Text> : null}
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {workgroups.map((group) => (
            <Group component="li" key={group.id} justify="space-between" wrap="nowrap">
              <Text>
                {group.name}{' '}
                <Text span c="dimmed" size="sm">
                  {t('members.workgroups.count', { count: group.memberCount })}
                </Text>
              </Text>
              <ActionIcon variant="subtle" color="red" aria-label={t('members.workgroups.delete', { name: group.name })} onClick={() => confirmRemove(group)}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <form onSubmit={submit}>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('members.workgroups.name')}
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.currentTarget.value)}
              error={create.error ? memberErrorText(t, create.error) : null}
            />
            <Button type="submit" loading={create.isPending} disabled={name.trim() === ''}>
              {t('members.workgroups.add')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Modal>
  );
}
