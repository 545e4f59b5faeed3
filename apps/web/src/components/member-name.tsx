// An author's name that opens the member context modal (spec §2 `member-context-modal`, issue 13): the
// features that show authors (content feed, content comments, video comments) render <MemberName>, and
// the app composes what the modal offers through MemberContextProvider (the members feature: view
// profile, send message, change role). Without a provider the name is plain text, so a feature rendered
// on its own (tests, screens outside a course) shows it as before.
import { Modal, UnstyledButton } from '@mantine/core';
import { createContext, useContext, useState, type ComponentType, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

export interface MemberContextTarget {
  uid: number;
  name: string;
  courseId: number;
}

/** The modal's body; `onClose` closes the modal (e.g. after following a link). */
export type MemberContextActions = ComponentType<{ target: MemberContextTarget; onClose: () => void }>;

const NAME_STYLE: CSSProperties = { font: 'inherit', color: 'inherit', textDecoration: 'underline dotted', textUnderlineOffset: '0.2em' };

const MemberContextActionsContext = createContext<MemberContextActions | null>(null);

export const MemberContextProvider = MemberContextActionsContext.Provider;

export interface MemberNameProps {
  uid: number;
  name: string;
  courseId: number;
}

export function MemberName({ uid, name, courseId }: MemberNameProps) {
  const { t } = useTranslation();
  const Actions = useContext(MemberContextActionsContext);
  const [opened, setOpened] = useState(false);
  if (Actions === null) return <>{name}</>;
  const close = () => setOpened(false);
  return (
    <>
      {/* Looks like the text around it (bylines keep their look), dotted underline as the hint. */}
      <UnstyledButton
        type="button"
        style={NAME_STYLE}
        aria-haspopup="dialog"
        data-testid="member-name"
        onClick={(event) => {
          // Author names sit inside cards that open on click.
          event.stopPropagation();
          setOpened(true);
        }}
      >
        {name}
      </UnstyledButton>
      <Modal opened={opened} onClose={close} title={name} closeButtonProps={{ 'aria-label': t('members.context.close') }} data-testid="member-context-modal">
        {opened ? <Actions target={{ uid, name, courseId }} onClose={close} /> : null}
      </Modal>
    </>
  );
}
