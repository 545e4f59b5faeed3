// Target groups (spec §3, §9): a multiselect over the campus's options that shows up to three chosen
// labels and counts the rest, so the field keeps one line however many groups a course has.
import { TARGET_GROUP_MAX_DISPLAYED } from '@campus/shared';
import { CheckIcon, Combobox, Group, Pill, PillsInput, useCombobox } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TargetGroupSelectProps {
  label: string;
  description?: string;
  placeholder?: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  'data-testid'?: string;
}

/** The labels shown and how many more are chosen (spec §9: up to 3 labels). */
export function displayedTargetGroups(value: readonly string[]): { shown: string[]; hidden: number } {
  const shown = value.slice(0, TARGET_GROUP_MAX_DISPLAYED);
  return { shown, hidden: value.length - shown.length };
}

export function TargetGroupSelect({ label, description, placeholder, options, value, onChange, onBlur, required, disabled, error, ...rest }: TargetGroupSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });

  const toggle = (option: string) => {
    onChange(value.includes(option) ? value.filter((item) => item !== option) : [...value, option]);
  };
  const remove = (option: string) => onChange(value.filter((item) => item !== option));

  const { shown, hidden } = displayedTargetGroups(value);
  const query = search.trim().toLowerCase();
  const visibleOptions = options.filter((option) => option.toLowerCase().includes(query));

  return (
    <Combobox store={combobox} onOptionSubmit={toggle} disabled={disabled}>
      <Combobox.DropdownTarget>
        <PillsInput
          label={label}
          description={description}
          required={required}
          disabled={disabled}
          error={error}
          pointer
          onClick={() => combobox.openDropdown()}
          data-testid={rest['data-testid']}
        >
          <Pill.Group>
            {shown.map((item) => (
              <Pill key={item} withRemoveButton={!disabled} onRemove={() => remove(item)} removeButtonProps={{ 'aria-label': t('courseForm.targetGroups.remove', { name: item }) }}>
                {item}
              </Pill>
            ))}
            {hidden > 0 ? <Pill data-testid="target-groups-more">{t('courseForm.targetGroups.more', { count: hidden })}</Pill> : null}
            <Combobox.EventsTarget>
              <PillsInput.Field
                aria-label={label}
                value={search}
                placeholder={value.length === 0 ? placeholder : undefined}
                disabled={disabled}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => {
                  combobox.closeDropdown();
                  setSearch('');
                  onBlur?.();
                }}
                onChange={(event) => {
                  combobox.openDropdown();
                  combobox.updateSelectedOptionIndex();
                  setSearch(event.currentTarget.value);
                }}
                onKeyDown={(event) => {
                  const last = value.at(-1);
                  if (event.key === 'Backspace' && search === '' && last !== undefined) {
                    event.preventDefault();
                    remove(last);
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>

      <Combobox.Dropdown>
        <Combobox.Options>
          {visibleOptions.length === 0 ? (
            <Combobox.Empty>{t('courseForm.targetGroups.nothingFound')}</Combobox.Empty>
          ) : (
            visibleOptions.map((option) => {
              const selected = value.includes(option);
              return (
                <Combobox.Option value={option} key={option} active={selected} aria-selected={selected}>
                  <Group gap="sm" wrap="nowrap">
                    {selected ? <CheckIcon size={12} /> : <span style={{ width: 12 }} />}
                    <span>{option}</span>
                  </Group>
                </Combobox.Option>
              );
            })
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
