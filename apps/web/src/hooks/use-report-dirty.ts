// A form tells the surrounding dialog or page whether leaving would lose input (spec §8: cancel on a
// dirty form asks first), each time that changes.
import { useEffect } from 'react';

export function useReportDirty(dirty: boolean, onDirtyChange: ((dirty: boolean) => void) | undefined): void {
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
}
