// Links to screens that may not exist (issue 16 "no dead links"), for screens below the shell: the shell
// provides screens.ts's answer (with its legacy frame) through this context, because a screen module
// importing screens.ts would be an import loop (screens.ts loads the screens). Outside the shell
// nothing counts as existing, so nothing is linked.
import { appPath } from '@campus/shared';
import { createContext, useContext } from 'react';

export const ScreenExistsContext = createContext<(path: string) => boolean>(() => false);

/** `path` when its screen exists, else null (leave the link out). */
export function useExistingPath(): (path: string) => string | null {
  const exists = useContext(ScreenExistsContext);
  return (path: string) => (exists(path) ? path : null);
}

/** The conversation with a user ("Send message"), when that screen exists. */
export function useMessageHref(uid: number): string | null {
  return useExistingPath()(`${appPath('conversation')}?uid=${uid}`);
}
