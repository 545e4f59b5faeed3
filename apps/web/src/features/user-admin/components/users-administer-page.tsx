// Users administer (issue 18, spec §6 "Domain roles are administered at /users/administer"): the
// campus's accounts with campus roles, status and last sign-in, searchable and paged; campus admins
// and campus managers give and take campus roles, disable and enable accounts and add people; admins
// also create password accounts and act as a user (the app passes `onImpersonate` in).
import { type UserAdminEntry } from '@campus/shared';
import { Alert, Badge, Box, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSwitchAccount, useUsers } from '../api/users.ts';
import { pageCount, rowActions } from '../utils/user-status.ts';
import { AddUserModal } from './add-user-modal.tsx';
import { ConfirmModal } from './confirm-modal.tsx';
import { RolesModal } from './roles-modal.tsx';

const SEARCH_DEBOUNCE_MS = 300;
const PREFIXES = { prefixes: ['userAdmin.errors'] } as const;

export interface UsersAdministerPageProps {
  /** Admins: act as the user (the app starts the impersonation and reloads as them). */
  onImpersonate?(user: UserAdminEntry): Promise<void>;
}

type Pending = { kind: 'roles' | 'disable' | 'enable' | 'impersonate'; user: UserAdminEntry } | { kind: 'add' } | null;

export function UsersAdministerPage({ onImpersonate }: UsersAdministerPageProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [pending, setPending] = useState<Pending>(null);
  const list = useUsers(debounced, page);
  const switchAccount = useSwitchAccount();
  const data = list.data;
  const pages = data ? pageCount(data) : 1;
  const close = () => setPending(null);

  return (
    <Stack gap="md" data-testid="users-administer">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{t('userAdmin.title')}</Title>
        {data ? (
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setPending({ kind: 'add' })} data-testid="user-admin-add">
            {t('userAdmin.add.open')}
          </Button>
        ) : null}
      </Group>
      <Text c="dimmed">{t('userAdmin.intro')}</Text>
      <TextInput
        label={t('userAdmin.search')}
        placeholder={t('userAdmin.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(0);
        }}
        type="search"
        maw={420}
        data-testid="user-admin-search"
      />
      {list.isError ? (
        <Alert color="red" role="alert">
          {errorText(t, list.error, PREFIXES)}
        </Alert>
      ) : null}
      {list.isPending ? <Loader aria-label={t('common.loading')} /> : null}
      {data && data.items.length === 0 ? <Text>{t('userAdmin.empty')}</Text> : null}
      {data && data.items.length > 0 ? (
        // A keyboard-focusable region: on a phone the table scrolls sideways.
        <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('userAdmin.tableLabel')}>
          <Table striped miw={860} verticalSpacing="sm" data-testid="user-admin-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('userAdmin.columns.name')}</Table.Th>
                <Table.Th scope="col">{t('userAdmin.columns.email')}</Table.Th>
                <Table.Th scope="col">{t('userAdmin.columns.roles')}</Table.Th>
                <Table.Th scope="col">{t('userAdmin.columns.status')}</Table.Th>
                <Table.Th scope="col">{t('userAdmin.columns.lastSignIn')}</Table.Th>
                <Table.Th scope="col">{t('userAdmin.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((user) => {
                const actions = rowActions(user, data);
                const disabled = user.disabled_at !== null;
                return (
                  <Table.Tr key={user.uid} data-testid="user-admin-row" data-email={user.email}>
                    <Table.Th scope="row" fw={600}>
                      {user.display_name}
                    </Table.Th>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{user.email}</Table.Td>
                    <Table.Td>
                      <Group gap={4} data-testid="user-admin-roles">
                        {user.is_admin ? (
                          <Badge color="grape" variant="light">
                            {t('userAdmin.role.admin')}
                          </Badge>
                        ) : null}
                        {user.roles.map((role) => (
                          <Badge key={role} variant="light">
                            {t(`userAdmin.role.${role}`)}
                          </Badge>
                        ))}
                        {!user.is_admin && user.roles.length === 0 ? <Text size="sm">{t('userAdmin.noRoles')}</Text> : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={disabled ? 'red' : 'teal'} variant="light" data-testid="user-admin-status">
                        {disabled ? t('userAdmin.status.disabled') : t('userAdmin.status.active')}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {user.last_sign_in ? formatDate(user.last_sign_in, { withTime: true }) : t('userAdmin.never')}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {actions.editRoles ? (
                          <Button size="compact-sm" variant="light" onClick={() => setPending({ kind: 'roles', user })} aria-label={t('userAdmin.roles.open', { name: user.display_name })}>
                            {t('userAdmin.roles.button')}
                          </Button>
                        ) : null}
                        {actions.toggleAccount ? (
                          <Button
                            size="compact-sm"
                            variant="light"
                            color={disabled ? 'teal' : 'red'}
                            onClick={() => setPending({ kind: disabled ? 'enable' : 'disable', user })}
                            aria-label={t(disabled ? 'userAdmin.enable.open' : 'userAdmin.disable.open', { name: user.display_name })}
                          >
                            {disabled ? t('userAdmin.enable.button') : t('userAdmin.disable.button')}
                          </Button>
                        ) : null}
                        {actions.impersonate && onImpersonate ? (
                          <Button
                            size="compact-sm"
                            variant="light"
                            color="orange"
                            onClick={() => setPending({ kind: 'impersonate', user })}
                            aria-label={t('userAdmin.impersonate.open', { name: user.display_name })}
                          >
                            {t('userAdmin.impersonate.button')}
                          </Button>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Box>
      ) : null}
      {data && pages > 1 ? (
        <Group justify="center" gap="sm">
          <Button variant="default" leftSection={<IconChevronLeft size={16} aria-hidden />} disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('userAdmin.previous')}
          </Button>
          <Text size="sm">{t('userAdmin.page', { page: page + 1, pages })}</Text>
          <Button variant="default" rightSection={<IconChevronRight size={16} aria-hidden />} disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {t('userAdmin.next')}
          </Button>
        </Group>
      ) : null}

      {pending?.kind === 'roles' ? <RolesModal user={pending.user} onClose={close} /> : null}
      {pending?.kind === 'add' && data ? <AddUserModal domainId={data.domain_id} canCreate={data.can.create_account} onClose={close} /> : null}
      {pending?.kind === 'disable' || pending?.kind === 'enable' ? (
        <ConfirmModal
          title={t(`userAdmin.${pending.kind}.title`, { name: pending.user.display_name })}
          // A campus manager acts on the membership of the campus, an admin on the account (issue 27).
          body={t(`userAdmin.${pending.kind}.${data?.can.create_account ? 'body' : 'bodyCampus'}`, { name: pending.user.display_name, email: pending.user.email })}
          confirmLabel={t(`userAdmin.${pending.kind}.confirm`)}
          color={pending.kind === 'disable' ? 'red' : 'teal'}
          onClose={close}
          onConfirm={() => switchAccount.mutateAsync({ uid: pending.user.uid, enabled: pending.kind === 'enable' })}
        />
      ) : null}
      {pending?.kind === 'impersonate' && onImpersonate ? (
        <ConfirmModal
          title={t('userAdmin.impersonate.title', { name: pending.user.display_name })}
          body={t('userAdmin.impersonate.body', { name: pending.user.display_name })}
          confirmLabel={t('userAdmin.impersonate.confirm')}
          color="orange"
          onClose={close}
          onConfirm={() => onImpersonate(pending.user)}
        />
      ) : null}
    </Stack>
  );
}
