// The progress circle of spec §9: radius 100, an outer track of stroke 16 and the progress arc of
// stroke 8 inside it, animated over 300 ms.
import { Box, Text } from '@mantine/core';

const RADIUS = 100;
const OUTER_STROKE = 16;
const INNER_STROKE = 8;
const SIZE = 2 * RADIUS + OUTER_STROKE;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export function ProgressCircle({ value, label }: { value: number; label: string }) {
  const percent = clampPercent(value);
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      pos="relative"
      w={SIZE}
      h={SIZE}
      maw="100%"
      data-testid="course-progress"
    >
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width="100%" height="100%" aria-hidden focusable="false">
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" stroke="var(--mantine-color-gray-2)" strokeWidth={OUTER_STROKE} />
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          stroke="var(--mantine-primary-color-filled)"
          strokeWidth={INNER_STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
          transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
          style={{ transition: 'stroke-dashoffset 300ms ease' }}
        />
      </svg>
      <Text pos="absolute" inset={0} fz={40} fw={700} style={{ display: 'grid', placeItems: 'center' }} aria-hidden>
        {percent}%
      </Text>
    </Box>
  );
}
