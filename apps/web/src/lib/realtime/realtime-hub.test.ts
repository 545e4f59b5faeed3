import { describe, expect, it, vi } from 'vitest';
import { createRealtimeHub, eventData } from './realtime-hub.ts';

describe('the real-time hub', () => {
  it('hands each event to the listeners of its type only, until they unsubscribe', () => {
    const hub = createRealtimeHub();
    const a = vi.fn();
    const b = vi.fn();
    const off = hub.on('notification.created', a);
    hub.on('message.created', b);
    hub.dispatch({ event: 'notification.created', data: '{"x":1}', id: '1' });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    off();
    hub.dispatch({ event: 'notification.created', data: '{}', id: '2' });
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('signals every (re)open and keeps going when one listener throws', () => {
    const log = vi.fn();
    const hub = createRealtimeHub(log);
    const second = vi.fn();
    hub.onResync(() => {
      throw new Error('boom');
    });
    hub.onResync(second);
    hub.resync({ reconnected: true });
    expect(second).toHaveBeenCalledWith({ reconnected: true });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('reads JSON data and answers undefined otherwise', () => {
    expect(eventData({ event: 'x', data: '{"unread":2}', id: undefined })).toEqual({ unread: 2 });
    expect(eventData({ event: 'x', data: 'not json', id: undefined })).toBeUndefined();
  });
});
