// The selected course and the previous-course stack (spec §3 "Stored locally", §4 Logout step 6): logout
// clears the selection while the stack of earlier courses stays, so the next session can restore one.
export const SELECTED_COURSE_KEY = 'course.selected';
export const COURSE_STACK_KEY = 'course.previous';
/** Older entries fall off; the chooser only ever offers the last few. */
export const COURSE_STACK_LIMIT = 10;

function readId(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function getSelectedCourse(): number | null {
  return readId(Number(storage()?.getItem(SELECTED_COURSE_KEY))) ?? null;
}

export function getCourseStack(): number[] {
  const raw = storage()?.getItem(COURSE_STACK_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.flatMap((item) => readId(item) ?? []) : [];
  } catch {
    return [];
  }
}

function writeStack(stack: readonly number[]): void {
  storage()?.setItem(COURSE_STACK_KEY, JSON.stringify(stack.slice(-COURSE_STACK_LIMIT)));
}

/** Selects a course; the one selected before goes on top of the stack (once). */
export function selectCourse(courseId: number): void {
  const previous = getSelectedCourse();
  if (previous !== null && previous !== courseId) {
    writeStack([...getCourseStack().filter((id) => id !== previous), previous]);
  }
  storage()?.setItem(SELECTED_COURSE_KEY, String(courseId));
}

/** Logout: the selection goes onto the stack and is cleared; the stack itself survives. */
export function clearSelectedCourse(): void {
  const previous = getSelectedCourse();
  if (previous !== null) writeStack([...getCourseStack().filter((id) => id !== previous), previous]);
  storage()?.removeItem(SELECTED_COURSE_KEY);
}

/** A deleted course: no longer selected (and not pushed), and off the stack. */
export function forgetCourse(courseId: number): void {
  const stack = getCourseStack();
  if (stack.includes(courseId)) writeStack(stack.filter((id) => id !== courseId));
  if (getSelectedCourse() === courseId) storage()?.removeItem(SELECTED_COURSE_KEY);
}

/** Takes the most recent previous course off the stack and selects it; null when there is none. */
export function restorePreviousCourse(): number | null {
  const stack = getCourseStack();
  const courseId = stack.pop();
  if (courseId === undefined) return null;
  writeStack(stack);
  storage()?.setItem(SELECTED_COURSE_KEY, String(courseId));
  return courseId;
}
