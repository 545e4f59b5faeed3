// Uploads an earlier page left unfinished, looked up each time the modal opens; discarding one forgets it.
import { useCallback, useEffect, useState } from 'react';
import { discardPendingUpload, type PendingUpload } from '../api/upload-video.ts';

export function usePendingUploads(opened: boolean, findPending: () => Promise<PendingUpload[]>) {
  const [pending, setPending] = useState<PendingUpload[]>([]);

  useEffect(() => {
    if (!opened) return;
    let active = true;
    findPending()
      .then((found) => active && setPending(found))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [opened, findPending]);

  const discard = useCallback((key: string) => {
    void discardPendingUpload(key).then(() => setPending((list) => list.filter((item) => item.key !== key)));
  }, []);

  return { pending, discard };
}
