// The heart rating of the feedback modal (spec §2, §9 scale 5): native radio buttons (arrow keys move and
// choose, each named "n of 5 hearts") drawn as hearts; 0 means nothing chosen yet.
import { FEEDBACK_RATING_MAX } from '@campus/shared/rules/feedback';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './heart-rating.module.css';

export interface HeartRatingProps {
  value: number;
  onChange(value: number): void;
  /** Id of the element that names the group. */
  labelledBy: string;
  invalid?: boolean;
}

export function HeartRating({ value, onChange, labelledBy, invalid = false }: HeartRatingProps) {
  const { t } = useTranslation();
  const name = useId();
  const values = Array.from({ length: FEEDBACK_RATING_MAX }, (_, index) => index + 1);
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-invalid={invalid || undefined} className={classes.group} data-testid="feedback-rating">
      {values.map((heart) => (
        <label key={heart} className={classes.heart}>
          <input
            className={classes.input}
            type="radio"
            name={name}
            value={heart}
            checked={value === heart}
            onChange={() => onChange(heart)}
            aria-label={t('feedback.hearts', { count: heart, max: FEEDBACK_RATING_MAX })}
          />
          {heart <= value ? <IconHeartFilled size={32} aria-hidden /> : <IconHeart size={32} aria-hidden />}
        </label>
      ))}
    </div>
  );
}
