import { MESSAGE_MAX_LENGTH } from '@campus/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { Composer } from './composer.tsx';

function setUp(onSend = vi.fn(async () => undefined), upload = vi.fn(async (_: number, file: File) => ({ id: 70, name: file.name, mime: file.type, size: file.size }))) {
  return { onSend, upload, view: renderScreen(<Composer conversationId={1} onSend={onSend} upload={upload} />) };
}

describe('the composer', () => {
  it('sends on Enter and clears, breaks the line on Shift+Enter', async () => {
    const { onSend, view } = setUp();
    await view;
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('Hello\nthere');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith({ text: 'Hello\nthere', attachmentIds: [] });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('does not send blank text, nor while an input method composes', async () => {
    const { onSend, view } = setUp();
    await view;
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'かな');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('counts the characters against the limit', async () => {
    const { view } = setUp();
    await view;
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi there');
    expect(screen.getByTestId('composer-counter')).toHaveTextContent(`8 / ${MESSAGE_MAX_LENGTH}`);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('maxlength', String(MESSAGE_MAX_LENGTH));
  });

  it('keeps the text and the files when the send is refused, and says why', async () => {
    const onSend = vi.fn(async () => {
      throw new ApiError({ status: 403, code: 'CONVERSATION_NOT_FOUND' });
    });
    const { upload, view } = setUp(onSend);
    await view;
    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('notes.txt')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(1, expect.any(File));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'With a file{Enter}');
    expect(onSend).toHaveBeenCalledWith({ text: 'With a file', attachmentIds: [70] });
    expect(await screen.findByRole('alert')).toHaveTextContent('This conversation does not exist or you are not part of it.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('With a file');
    expect(screen.getByText('notes.txt')).toBeInTheDocument();
  });

  it('refuses programs before uploading and sends a file alone', async () => {
    const { onSend, upload, view } = setUp();
    await view;
    const user = userEvent.setup({ applyAccept: false });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await user.upload(input, new File(['MZ'], 'setup.exe'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Files like setup.exe cannot be sent');
    expect(upload).not.toHaveBeenCalled();
    await user.upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
    await screen.findByText('photo.png');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ text: '', attachmentIds: [70] });
  });
});
