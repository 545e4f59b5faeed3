// The due-date field: Mantine's date and time picker with the campus date format (spec §9: dd.mm.yy,
// weeks from Monday) in the user's language. A chunk of its own: @mantine/dates and dayjs would push
// the form's chunk over its budget, and the form is usable while the picker loads.
import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

export interface DueDatePickerProps {
  label: string;
  placeholder?: string;
  /** Local `YYYY-MM-DD HH:mm:ss`, or null for no due date. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: React.ReactNode;
}

export function DueDatePicker({ label, placeholder, value, onChange, onBlur, error }: DueDatePickerProps) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <DateTimePicker
        label={label}
        placeholder={placeholder}
        valueFormat="DD.MM.YY HH:mm"
        clearable
        maw="28rem"
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
      />
    </DatesProvider>
  );
}
