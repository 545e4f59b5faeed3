// The type of an item as a coloured badge (feed cards, detail header).
import type { ContentType } from '@campus/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Readonly<Record<ContentType, string>> = {
  blog: 'blue',
  news: 'orange',
  cmap: 'teal',
  external_content: 'grape',
  videocomment: 'gray',
  dialog: 'gray',
};

export function ContentTypeBadge({ type }: { type: ContentType }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[type]} variant="light" data-testid="content-type">
      {t(`content.types.${type}`)}
    </Badge>
  );
}
