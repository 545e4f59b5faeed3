// Links inside the app keep the language prefix the user arrived with (`/de/...` stays German).
import { parseAppPath, withLanguagePrefix } from '@campus/shared';
import { useCallback } from 'react';
import { useLocation } from 'react-router';

export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  const prefix = parseAppPath(pathname).language;
  return useCallback((path: string) => withLanguagePrefix(path, prefix), [prefix]);
}
