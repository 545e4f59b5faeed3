// A small form of web addresses (the imprint and privacy links, the external logo): each field warns
// with the server's own rule while the manager types, a refused save marks the fields the server named
// and keeps what was typed, an empty field means "none".
import { LEGAL_LINK_MAX_LENGTH } from '@campus/shared/rules/campus-theme';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';

export interface AddressField<Name extends string> {
  name: Name;
  label: string;
  /** The server's rule for a non-empty value. */
  isValid(value: string): boolean;
  /** The error code the server uses for this field (campusSettings.errors.<code>). */
  errorCode: string;
}

/** What the form needs of the save mutation (a TanStack Query mutation result fits). */
export interface AddressSave<Name extends string> {
  mutate(values: Record<Name, string>, options: { onSuccess: () => void }): void;
  reset(): void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

export interface AddressFieldsFormProps<Name extends string> {
  title: string;
  intro: string;
  fields: readonly AddressField<Name>[];
  initial: Readonly<Record<Name, string | null>>;
  /** The save call; it receives every field trimmed ('' for none). */
  save: AddressSave<Name>;
  saveLabel: string;
  savedText: string;
  testId: string;
  /** Shown under the fields with the current values (e.g. a logo preview). */
  preview?(values: Readonly<Record<Name, string>>): ReactNode;
}

export function AddressFieldsForm<Name extends string>({ title, intro, fields, initial, save, saveLabel, savedText, testId, preview }: AddressFieldsFormProps<Name>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((field) => [field.name, initial[field.name] ?? ''])) as Record<Name, string>);
  const [saved, setSaved] = useState(false);
  const invalid = (field: AddressField<Name>) => values[field.name].trim() !== '' && !field.isValid(values[field.name].trim());
  // A refused save names its fields (the rule is the server's; this covers any difference).
  const refused = save.error instanceof ApiError ? save.error.errors.map((error) => error.path) : [];
  const fieldError = (field: AddressField<Name>) => (invalid(field) || refused.includes(field.name) ? t(`campusSettings.errors.${field.errorCode}`) : null);
  const trimmed = Object.fromEntries(fields.map((field) => [field.name, values[field.name].trim()])) as Record<Name, string>;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (fields.some(invalid)) return;
        save.mutate(trimmed, { onSuccess: () => setSaved(true) });
      }}
      noValidate
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm">{intro}</Text>
        {fields.map((field) => (
          <TextInput
            key={field.name}
            type="url"
            label={field.label}
            placeholder="https://"
            value={values[field.name]}
            maxLength={LEGAL_LINK_MAX_LENGTH}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setSaved(false);
              save.reset();
              setValues((current) => ({ ...current, [field.name]: value }));
            }}
            error={fieldError(field)}
            data-testid={`${testId}-${field.name}`}
          />
        ))}
        {preview?.(trimmed)}
        {save.isError && refused.length === 0 ? (
          <Alert color="red" role="alert">
            {errorText(t, save.error, { prefixes: ['campusSettings.errors'] })}
          </Alert>
        ) : null}
        {saved ? (
          <Alert color="green" role="status" data-testid={`${testId}-saved`}>
            {savedText}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={fields.some(invalid)} data-testid={`${testId}-save`}>
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
