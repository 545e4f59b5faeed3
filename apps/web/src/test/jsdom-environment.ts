// The web tests' environment: Vitest's jsdom, made to work with Node 24's fetch (decision 0011).
//
// Vitest 3 puts jsdom's AbortController/AbortSignal on the global object. Node 24's Request (undici)
// accepts only Node's own AbortSignal and throws "RequestInit: Expected signal … to be an instance of
// AbortSignal" for jsdom's (React Router's data router builds a Request with a signal on every
// navigation; vitest-dev/vitest#8374, fixed in Vitest 4 the same way as here). So Node's AbortController
// and AbortSignal stay global, and jsdom's addEventListener learns to take their signals.
import type { Environment } from 'vitest/environments';
import { builtinEnvironments } from 'vitest/environments';

interface PatchableGlobal {
  AbortController: typeof AbortController;
  AbortSignal: typeof AbortSignal;
  EventTarget: typeof EventTarget;
}

export const jsdomNode24: Environment = {
  name: 'jsdom-node24',
  transformMode: 'web',
  async setup(global: PatchableGlobal, options) {
    const NodeAbortController = global.AbortController;
    const NodeAbortSignal = global.AbortSignal;
    const jsdom = await builtinEnvironments.jsdom.setup(global, options);

    const eventTarget = global.EventTarget.prototype;
    const addEventListener = eventTarget.addEventListener;
    eventTarget.addEventListener = function (this: EventTarget, type, listener, listenerOptions) {
      if (typeof listenerOptions === 'object' && listenerOptions.signal instanceof NodeAbortSignal) {
        const { signal, ...rest } = listenerOptions;
        if (signal.aborted) return;
        addEventListener.call(this, type, listener, rest);
        signal.addEventListener('abort', () => this.removeEventListener(type, listener, rest), { once: true });
        return;
      }
      addEventListener.call(this, type, listener, listenerOptions);
    };
    global.AbortController = NodeAbortController;
    global.AbortSignal = NodeAbortSignal;

    return {
      teardown(teardownGlobal: PatchableGlobal) {
        eventTarget.addEventListener = addEventListener;
        return jsdom.teardown(teardownGlobal);
      },
    };
  },
};

// Vitest loads a custom environment from the module's default export (apps/web/vitest.config.ts).
export default jsdomNode24;
