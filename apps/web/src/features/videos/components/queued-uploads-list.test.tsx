// The upload queue on the offline videos page, on the real store (an in-memory IndexedDB): waiting, failed
// with its reason, and removed; nothing while the queue is empty.
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { addQueuedUpload, listQueuedUploads, markQueuedUploadFailed, removeUserQueuedUploads } from '../api/upload-queue-store.ts';
import { QueuedUploadsList } from './queued-uploads-list.tsx';

const USER = 31;

async function queue(title: string, queuedAt: string): Promise<number> {
  const file = new NodeBlob([new Uint8Array(2_500_000)], { type: 'video/mp4' }) as Blob;
  return addQueuedUpload({ userId: USER, courseId: 4, title, metadata: { og_id: '4', title }, fileName: 'clip.mp4', mimeType: 'video/mp4', size: file.size, queuedAt, file });
}

beforeEach(() => removeUserQueuedUploads(USER));

describe('the upload queue list', () => {
  it('shows each waiting video with its state, and removes one', async () => {
    await queue('Rondo', '2026-11-28T09:00:00.000Z');
    const refused = await queue('Press', '2026-11-28T09:05:00.000Z');
    await markQueuedUploadFailed(USER, refused, 'FORBIDDEN');
    await renderScreen(<QueuedUploadsList userId={USER} />);

    const items = await screen.findAllByTestId('queued-upload');
    expect(items.map((item) => within(item).getByTestId('queued-upload-state').textContent)).toEqual([
      'Waiting for network',
      expect.stringMatching(/^Not uploaded: /),
    ]);
    expect(items[0]).toHaveTextContent('2.4 MB');
    expect(items[0]).toHaveTextContent('saved on 28.11.26');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Rondo from the upload queue' }));
    await waitFor(() => expect(screen.getAllByTestId('queued-upload')).toHaveLength(1));
    expect((await listQueuedUploads(USER)).map((entry) => entry.title)).toEqual(['Press']);
  });

  it('shows nothing while the queue is empty', async () => {
    await renderScreen(<QueuedUploadsList userId={USER} />);
    await waitFor(() => expect(screen.queryByTestId('upload-queue')).toBeNull());
  });

  it('speaks German', async () => {
    await queue('Rondo', '2026-11-28T09:00:00.000Z');
    await renderScreen(<QueuedUploadsList userId={USER} />, { language: 'de' });
    expect(await screen.findByTestId('queued-upload-state')).toHaveTextContent('Wartet auf Netz');
    expect(screen.getByRole('heading', { name: 'Wartet auf den Upload' })).toBeInTheDocument();
  });
});
