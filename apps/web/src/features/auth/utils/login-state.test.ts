import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoggedIn } from '../hooks/use-logged-in.ts';
import { createLoginState, loginState } from './login-state.ts';

describe('login state', () => {
  it('tells subscribers when it changes, and only then', () => {
    const state = createLoginState();
    const listener = vi.fn();
    const unsubscribe = state.subscribe(listener);
    expect(state.get()).toBe(false);
    state.set(true);
    state.set(true);
    expect(state.get()).toBe(true);
    state.set(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    state.set(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is what useLoggedIn shows', () => {
    loginState.set(false);
    const { result } = renderHook(() => useLoggedIn());
    expect(result.current).toBe(false);
    act(() => loginState.set(true));
    expect(result.current).toBe(true);
    act(() => loginState.set(false));
    expect(result.current).toBe(false);
  });
});
