import { describe, expect, it } from 'vitest';
import {
  clearSelectedCourse,
  COURSE_STACK_LIMIT,
  forgetCourse,
  getCourseStack,
  getSelectedCourse,
  restorePreviousCourse,
  selectCourse,
} from './course-stack.ts';

describe('course stack', () => {
  it('pushes the previous course when another one is selected', () => {
    expect(getSelectedCourse()).toBeNull();
    selectCourse(3);
    selectCourse(5);
    selectCourse(5);
    selectCourse(7);
    expect(getSelectedCourse()).toBe(7);
    expect(getCourseStack()).toEqual([3, 5]);
  });

  it('keeps the stack when the selection is cleared, and restores from it', () => {
    selectCourse(3);
    selectCourse(5);
    clearSelectedCourse();
    expect(getSelectedCourse()).toBeNull();
    expect(getCourseStack()).toEqual([3, 5]);

    expect(restorePreviousCourse()).toBe(5);
    expect(getSelectedCourse()).toBe(5);
    expect(getCourseStack()).toEqual([3]);
    expect(restorePreviousCourse()).toBe(3);
    expect(restorePreviousCourse()).toBeNull();
  });

  it('moves a course to the top instead of repeating it, and stays bounded', () => {
    selectCourse(1);
    selectCourse(2);
    selectCourse(1);
    selectCourse(9);
    expect(getCourseStack()).toEqual([2, 1]);
    for (let id = 10; id < 10 + COURSE_STACK_LIMIT + 5; id += 1) selectCourse(id);
    expect(getCourseStack()).toHaveLength(COURSE_STACK_LIMIT);
  });

  it('forgets a deleted course: off the selection and the stack, without pushing it', () => {
    selectCourse(3);
    selectCourse(5);
    selectCourse(7);
    forgetCourse(7);
    expect(getSelectedCourse()).toBeNull();
    expect(getCourseStack()).toEqual([3, 5]);
    forgetCourse(3);
    expect(getCourseStack()).toEqual([5]);
    selectCourse(9);
    forgetCourse(5);
    expect(getSelectedCourse()).toBe(9);
    expect(getCourseStack()).toEqual([]);
  });

  it('ignores garbage in storage', () => {
    window.localStorage.setItem('course.previous', '{"not":"a list"}');
    window.localStorage.setItem('course.selected', '-4');
    expect(getCourseStack()).toEqual([]);
    expect(getSelectedCourse()).toBeNull();
    window.localStorage.setItem('course.previous', '[1,"x",0,2.5,4]');
    expect(getCourseStack()).toEqual([1, 4]);
  });
});
