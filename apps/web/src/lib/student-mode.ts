// The student-mode flag (spec §1, §6): staff can view a course as a student; the server learns it from
// the X-Student-Mode header on every authenticated request.
const STUDENT_MODE_KEY = 'studentMode';

export function isStudentMode(): boolean {
  try {
    return window.localStorage.getItem(STUDENT_MODE_KEY) === '1';
  } catch {
    return false;
  }
}

export function setStudentMode(enabled: boolean): void {
  window.localStorage.setItem(STUDENT_MODE_KEY, enabled ? '1' : '0');
}
