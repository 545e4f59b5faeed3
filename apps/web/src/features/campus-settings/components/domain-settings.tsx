// `/campus_settings/domain-management` (issue 18): the campus's sites (add, rename, delete while no course
// uses one), its e-mail domains (once proved by a DNS TXT record or approved by a server admin, addresses at
// them belong to the campus: SSO sign-up joins it; a pending one shows the record to add and a Check button) and the
// target-group options the course editor offers (add, rename, remove; saved as a whole list). Each change
// is saved at once; names are plain text.
import type { CampusDomainSettings, CampusEmailDomain } from '@campus/shared';
import { EMAIL_DOMAIN_MAX_LENGTH, SITE_NAME_MAX_LENGTH, TARGET_GROUP_OPTION_MAX_LENGTH, TARGET_GROUP_OPTIONS_MAX, isEmailDomain } from '@campus/shared/rules/campus-domain';
import { Alert, Badge, Button, Code, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import {
  useAddEmailDomain,
  useAddSite,
  useApproveEmailDomain,
  useDeleteSite,
  useRemoveEmailDomain,
  useRenameSite,
  useSaveTargetGroups,
  useVerifyEmailDomain,
} from '../api/campus-settings.ts';

export interface DomainSettingsProps {
  domain: CampusDomainSettings;
  /** After a site change (the course chooser shows site names). */
  onSitesChanged?(): void;
  /** After a target-group change (the course editor offers them). */
  onTargetGroupsChanged?(): void;
  /** The viewer is a server admin: pending e-mail domains offer Approve (the server checks again). */
  canApproveEmailDomains?: boolean;
}

function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {errorText(t, error, { prefixes: ['campusSettings.errors'] })}
    </Alert>
  );
}

/** A one-field form that adds an entry: the input clears after a successful add. */
function AddForm({
  label,
  button,
  maxLength,
  testId,
  invalid,
  onAdd,
  pending,
}: {
  label: string;
  button: string;
  maxLength: number;
  testId: string;
  /** Why the typed value cannot be added yet, or null. */
  invalid?: (value: string) => string | null;
  onAdd(value: string, done: () => void): void;
  pending: boolean;
}) {
  const [value, setValue] = useState('');
  const trimmed = value.trim();
  const problem = trimmed === '' ? null : (invalid?.(trimmed) ?? null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed === '' || problem) return;
        onAdd(trimmed, () => setValue(''));
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput
          label={label}
          value={value}
          maxLength={maxLength}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={problem}
          style={{ flex: '1 1 14rem' }}
          data-testid={`${testId}-input`}
        />
        <Button type="submit" disabled={trimmed === '' || problem !== null} loading={pending} data-testid={`${testId}-add`}>
          {button}
        </Button>
      </Group>
    </form>
  );
}

/** One entry of a list: its name (with a detail), rename in place, and its other actions. */
function EntryRow({
  name,
  detail,
  renameLabel,
  maxLength,
  testId,
  onRename,
  invalid,
  actions,
}: {
  name: string;
  detail?: string;
  renameLabel?: string;
  maxLength: number;
  testId: string;
  onRename?(next: string, done: () => void): void;
  /** Why the typed name cannot be saved, or null. */
  invalid?: (value: string) => string | null;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  if (editing !== null && onRename) {
    const trimmed = editing.trim();
    const problem = trimmed === '' || trimmed === name ? null : (invalid?.(trimmed) ?? null);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed === '' || trimmed === name) {
            setEditing(null);
            return;
          }
          if (problem) return;
          onRename(trimmed, () => setEditing(null));
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            label={renameLabel}
            value={editing}
            maxLength={maxLength}
            onChange={(event) => setEditing(event.currentTarget.value)}
            error={problem}
            style={{ flex: '1 1 14rem' }}
            data-testid={`${testId}-name`}
          />
          <Button type="submit" disabled={trimmed === '' || problem !== null} data-testid={`${testId}-save`}>
            {t('campusSettings.save')}
          </Button>
          <Button variant="default" onClick={() => setEditing(null)}>
            {t('campusSettings.domain.cancel')}
          </Button>
        </Group>
      </form>
    );
  }
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-testid={testId}>
      <Stack gap={0}>
        <Text fw={500}>{name}</Text>
        {detail ? (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        ) : null}
      </Stack>
      <Group gap="xs">
        {onRename ? (
          <Button size="xs" variant="default" onClick={() => setEditing(name)} aria-label={t('campusSettings.domain.renameNamed', { name })} data-testid={`${testId}-rename`}>
            {t('campusSettings.domain.rename')}
          </Button>
        ) : null}
        {actions}
      </Group>
    </Group>
  );
}

function SitesSection({ domain, onChanged }: { domain: CampusDomainSettings; onChanged?: () => void }) {
  const { t } = useTranslation();
  const add = useAddSite(onChanged);
  const rename = useRenameSite(onChanged);
  const remove = useDeleteSite(onChanged);
  return (
    <Stack gap="sm" component="section" aria-labelledby="domain-sites-title">
      <Title order={2} size="h4" id="domain-sites-title">
        {t('campusSettings.domain.sites')}
      </Title>
      <Text size="sm">{t('campusSettings.domain.sitesIntro')}</Text>
      {domain.sites.length === 0 ? <Text size="sm">{t('campusSettings.domain.noSites')}</Text> : null}
      <List listStyleType="none" spacing="xs" data-testid="domain-sites">
        {domain.sites.map((site) => (
          <List.Item key={site.id}>
            <EntryRow
              name={site.name}
              detail={t('campusSettings.domain.siteCourses', { count: site.course_count })}
              renameLabel={t('campusSettings.domain.siteName')}
              maxLength={SITE_NAME_MAX_LENGTH}
              testId={`domain-site-${site.id}`}
              onRename={(name, done) => rename.mutate({ id: site.id, name }, { onSuccess: done })}
              actions={
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  disabled={site.course_count > 0}
                  title={site.course_count > 0 ? t('campusSettings.domain.siteInUse') : undefined}
                  onClick={() => remove.mutate(site.id)}
                  aria-label={t('campusSettings.domain.deleteNamed', { name: site.name })}
                  data-testid={`domain-site-${site.id}-delete`}
                >
                  {t('campusSettings.domain.delete')}
                </Button>
              }
            />
          </List.Item>
        ))}
      </List>
      <Failure error={add.error ?? rename.error ?? remove.error} />
      <AddForm
        label={t('campusSettings.domain.newSite')}
        button={t('campusSettings.domain.addSite')}
        maxLength={SITE_NAME_MAX_LENGTH}
        testId="domain-site"
        pending={add.isPending}
        onAdd={(name, done) => add.mutate(name, { onSuccess: done })}
      />
    </Stack>
  );
}

/** A pending claim: the DNS TXT record that proves it. */
function VerificationRecord({ entry }: { entry: CampusEmailDomain }) {
  const { t } = useTranslation();
  if (!entry.verification) return null;
  return (
    <Stack gap={4} data-testid={`domain-email-${entry.id}-record`}>
      <Text size="sm">{t('campusSettings.domain.emailDomainRecordHint')}</Text>
      <Text size="sm">
        {t('campusSettings.domain.emailDomainRecordName')} <Code>{entry.verification.record_name}</Code>
      </Text>
      <Text size="sm">
        {t('campusSettings.domain.emailDomainRecordType')} <Code>{entry.verification.record_type}</Code>
      </Text>
      <Text size="sm">
        {t('campusSettings.domain.emailDomainRecordValue')} <Code>{entry.verification.record_value}</Code>
      </Text>
    </Stack>
  );
}

function EmailDomainsSection({ domain, canApprove }: { domain: CampusDomainSettings; canApprove: boolean }) {
  const { t } = useTranslation();
  const add = useAddEmailDomain();
  const remove = useRemoveEmailDomain();
  const verify = useVerifyEmailDomain();
  const approve = useApproveEmailDomain();
  return (
    <Stack gap="sm" component="section" aria-labelledby="domain-email-title">
      <Title order={2} size="h4" id="domain-email-title">
        {t('campusSettings.domain.emailDomains')}
      </Title>
      <Text size="sm">{t('campusSettings.domain.emailDomainsIntro')}</Text>
      {domain.email_domains.length === 0 ? <Text size="sm">{t('campusSettings.domain.noEmailDomains')}</Text> : null}
      <List listStyleType="none" spacing="xs" data-testid="domain-email-domains">
        {domain.email_domains.map((entry) => {
          const pending = entry.status === 'pending';
          return (
            <List.Item key={entry.id}>
              <Stack gap={4}>
                <EntryRow
                  name={entry.domain}
                  maxLength={EMAIL_DOMAIN_MAX_LENGTH}
                  testId={`domain-email-${entry.id}`}
                  actions={
                    <>
                      <Badge color={pending ? 'yellow' : 'green'} variant="light" data-testid={`domain-email-${entry.id}-status`}>
                        {t(pending ? 'campusSettings.domain.emailDomainPending' : 'campusSettings.domain.emailDomainVerified')}
                      </Badge>
                      {pending ? (
                        <Button
                          size="xs"
                          variant="default"
                          loading={verify.isPending && verify.variables === entry.id}
                          onClick={() => verify.mutate(entry.id)}
                          aria-label={t('campusSettings.domain.checkNamed', { name: entry.domain })}
                          data-testid={`domain-email-${entry.id}-check`}
                        >
                          {t('campusSettings.domain.check')}
                        </Button>
                      ) : null}
                      {pending && canApprove ? (
                        <Button
                          size="xs"
                          variant="default"
                          loading={approve.isPending && approve.variables === entry.id}
                          onClick={() => approve.mutate(entry.id)}
                          aria-label={t('campusSettings.domain.approveNamed', { name: entry.domain })}
                          data-testid={`domain-email-${entry.id}-approve`}
                        >
                          {t('campusSettings.domain.approve')}
                        </Button>
                      ) : null}
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        onClick={() => remove.mutate(entry.id)}
                        aria-label={t('campusSettings.domain.removeNamed', { name: entry.domain })}
                      >
                        {t('campusSettings.domain.remove')}
                      </Button>
                    </>
                  }
                />
                {pending ? <VerificationRecord entry={entry} /> : null}
              </Stack>
            </List.Item>
          );
        })}
      </List>
      <Failure error={add.error ?? verify.error ?? approve.error ?? remove.error} />
      <AddForm
        label={t('campusSettings.domain.newEmailDomain')}
        button={t('campusSettings.domain.addEmailDomain')}
        maxLength={EMAIL_DOMAIN_MAX_LENGTH}
        testId="domain-email"
        invalid={(value) => (isEmailDomain(value.toLowerCase()) ? null : t('campusSettings.domain.invalidEmailDomain'))}
        pending={add.isPending}
        onAdd={(value, done) => add.mutate(value.toLowerCase(), { onSuccess: done })}
      />
    </Stack>
  );
}

const sameOption = (a: string, b: string) => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');

function TargetGroupsSection({ domain, onChanged }: { domain: CampusDomainSettings; onChanged?: () => void }) {
  const { t } = useTranslation();
  const save = useSaveTargetGroups(onChanged);
  const options = domain.target_group_options;
  const taken = (value: string, except?: number) => options.some((option, index) => index !== except && sameOption(option, value));
  return (
    <Stack gap="sm" component="section" aria-labelledby="domain-target-groups-title">
      <Title order={2} size="h4" id="domain-target-groups-title">
        {t('campusSettings.domain.targetGroups')}
      </Title>
      <Text size="sm">{t('campusSettings.domain.targetGroupsIntro')}</Text>
      {options.length === 0 ? <Text size="sm">{t('campusSettings.domain.noTargetGroups')}</Text> : null}
      <List listStyleType="none" spacing="xs" data-testid="domain-target-groups">
        {options.map((option, index) => (
          <List.Item key={option}>
            <EntryRow
              name={option}
              renameLabel={t('campusSettings.domain.targetGroupName')}
              maxLength={TARGET_GROUP_OPTION_MAX_LENGTH}
              testId={`domain-target-group-${index}`}
              invalid={(value) => (taken(value, index) ? t('campusSettings.domain.targetGroupTaken') : null)}
              onRename={(name, done) => save.mutate(options.map((entry, position) => (position === index ? name : entry)), { onSuccess: done })}
              actions={
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  onClick={() => save.mutate(options.filter((_, position) => position !== index))}
                  aria-label={t('campusSettings.domain.removeNamed', { name: option })}
                  data-testid={`domain-target-group-${index}-remove`}
                >
                  {t('campusSettings.domain.remove')}
                </Button>
              }
            />
          </List.Item>
        ))}
      </List>
      <Failure error={save.error} />
      {options.length < TARGET_GROUP_OPTIONS_MAX ? (
        <AddForm
          label={t('campusSettings.domain.newTargetGroup')}
          button={t('campusSettings.domain.addTargetGroup')}
          maxLength={TARGET_GROUP_OPTION_MAX_LENGTH}
          testId="domain-target-group"
          invalid={(value) => (taken(value) ? t('campusSettings.domain.targetGroupTaken') : null)}
          pending={save.isPending}
          onAdd={(value, done) => save.mutate([...options, value], { onSuccess: done })}
        />
      ) : null}
    </Stack>
  );
}

export function DomainSettings({ domain, onSitesChanged, onTargetGroupsChanged, canApproveEmailDomains = false }: DomainSettingsProps) {
  return (
    <Stack gap="xl">
      <SitesSection domain={domain} {...(onSitesChanged ? { onChanged: onSitesChanged } : {})} />
      <EmailDomainsSection domain={domain} canApprove={canApproveEmailDomains} />
      <TargetGroupsSection domain={domain} {...(onTargetGroupsChanged ? { onChanged: onTargetGroupsChanged } : {})} />
    </Stack>
  );
}
