// Whether this visit began at a push entry (spec §2 push redirects, e.g. `course-3/app/assignment-push/12`).
// The router redirects such paths at once, so the document's own navigation URL is asked, not the location.
import { parseAppPath } from '@campus/shared';

/** The path the document was loaded at; the current one where the browser does not tell. */
function entryPath(): string {
  try {
    const [navigation] = performance.getEntriesByType('navigation');
    if (navigation) return new URL(navigation.name).pathname;
  } catch {
    // No navigation timing here (some test environments): the current location is the best guess.
  }
  return window.location.pathname;
}

export function enteredThroughPush(): boolean {
  return parseAppPath(entryPath()).redirectedFrom !== undefined;
}
