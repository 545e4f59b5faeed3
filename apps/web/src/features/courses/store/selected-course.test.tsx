import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCourseStack } from '../../../lib/course-stack.ts';
import { clearCourseContext, forgetDeletedCourse, setSelectedCourse, useSelectedCourseId } from './selected-course.ts';

describe('selected course store', () => {
  it('tells subscribers about a new selection and keeps the previous course on the stack', () => {
    const { result } = renderHook(() => useSelectedCourseId());
    expect(result.current).toBeNull();

    act(() => setSelectedCourse(4));
    expect(result.current).toBe(4);
    act(() => setSelectedCourse(6));
    expect(result.current).toBe(6);
    expect(getCourseStack()).toEqual([4]);

    act(() => clearCourseContext());
    expect(result.current).toBeNull();
    expect(getCourseStack()).toEqual([4, 6]);
  });

  it('drops a deleted course from the selection and the stack and tells subscribers', () => {
    const { result } = renderHook(() => useSelectedCourseId());
    act(() => setSelectedCourse(4));
    act(() => setSelectedCourse(6));
    expect(result.current).toBe(6);

    act(() => forgetDeletedCourse(6));
    expect(result.current).toBeNull();
    expect(getCourseStack()).toEqual([4]);
    act(() => forgetDeletedCourse(4));
    expect(getCourseStack()).toEqual([]);
  });
});
