// Options of a form's selects and multiselects; pure, no React. Shared by the feature forms (assignments,
// content) so "what is offered plus what the item already has" is one rule.

export interface SelectOption {
  value: string;
  label: string;
}

/** Options of a (multi)select: what the course offers plus what the item already has, each value once. */
export function withCurrent<T extends { value: string }>(offered: readonly T[], current: readonly T[]): T[] {
  const values = new Set(offered.map((option) => option.value));
  return [...offered, ...current.filter((option) => !values.has(option.value))];
}
