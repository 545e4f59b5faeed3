// "Copy link" of a timestamped comment (issue 17): copies the comment's absolute deep link and says so in
// a toast. When the browser refuses the clipboard, the link shows in a read-only field, selected, so
// the user copies it with Ctrl+C; closing the field returns focus to the button.
import { Anchor, CloseButton, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { commentLink, copyText } from '../utils/comment-link.ts';

export interface CommentLinkCopy {
  /** The link shown for copying by hand after the clipboard was refused; null otherwise. */
  fallback: string | null;
  buttonRef: RefObject<HTMLButtonElement | null>;
  copy(): Promise<void>;
  closeFallback(): void;
}

export function useCommentLinkCopy(courseId: number, videoId: number, commentId: number): CommentLinkCopy {
  const { t } = useTranslation();
  const [fallback, setFallback] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const copy = useCallback(async () => {
    const link = commentLink(window.location.origin, courseId, videoId, commentId);
    if (await copyText(link)) {
      setFallback(null);
      notifications.show({ message: t('videos.player.linkCopied'), autoClose: 3000 });
    } else {
      setFallback(link);
    }
  }, [courseId, videoId, commentId, t]);
  const closeFallback = useCallback(() => {
    setFallback(null);
    buttonRef.current?.focus();
  }, []);
  return { fallback, buttonRef, copy, closeFallback };
}

export function CopyLinkButton({ copy, time }: { copy: CommentLinkCopy; time: string }) {
  const { t } = useTranslation();
  return (
    <Anchor
      ref={copy.buttonRef}
      component="button"
      type="button"
      size="xs"
      onClick={() => void copy.copy()}
      aria-label={t('videos.player.copyLinkLabel', { time })}
      data-testid="copy-comment-link"
    >
      {t('videos.player.copyLink')}
    </Anchor>
  );
}

/** The refused-clipboard fallback: the link in a read-only field, selected as soon as it shows. */
export function CopyLinkFallback({ link, onClose }: { link: string; onClose(): void }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [link]);
  return (
    <TextInput
      ref={inputRef}
      readOnly
      size="xs"
      value={link}
      label={t('videos.player.linkField')}
      description={t('videos.player.linkFieldHint')}
      onFocus={(event) => event.currentTarget.select()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      rightSection={<CloseButton size="sm" aria-label={t('videos.player.closeLinkField')} onClick={onClose} />}
      data-testid="comment-link-field"
    />
  );
}
