// Options of the form's multiselects and the attachment removal set; pure, no React.
import { withCurrent, type SelectOption } from '../../../lib/select-options.ts';

/** Target groups are offered by name. */
export function targetGroupOptions(offered: readonly string[], current: readonly string[]): SelectOption[] {
  const toOption = (name: string): SelectOption => ({ value: name, label: name });
  return withCurrent(offered.map(toOption), current.map(toOption));
}

/** Workgroups are offered by id (as a string, the multiselect's value) with their name as label. */
export function workgroupOptions(offered: readonly { id: number; name: string }[], current: readonly { id: number; name: string }[]): SelectOption[] {
  const toOption = (workgroup: { id: number; name: string }): SelectOption => ({ value: String(workgroup.id), label: workgroup.name });
  return withCurrent(offered.map(toOption), current.map(toOption));
}

/** A copy of `set` with `id` added, or removed when it was there (the remove/keep toggle of an attachment). */
export function toggled(set: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
}
