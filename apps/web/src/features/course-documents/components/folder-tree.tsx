// The course's folder tree: the top level first, then every folder (siblings by name), always open.
import { buildFolderTree, type CourseFolder, type FolderTreeNode } from '@campus/shared';
import { NavLink } from '@mantine/core';
import { IconFolder, IconFolderOpen, IconFolders } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface FolderTreeProps {
  folders: readonly CourseFolder[];
  selectedId: number | null;
  onSelect: (folderId: number | null) => void;
}

function FolderNode({ node, selectedId, onSelect }: { node: FolderTreeNode<CourseFolder> } & Omit<FolderTreeProps, 'folders'>) {
  const active = node.folder.id === selectedId;
  const Icon = active ? IconFolderOpen : IconFolder;
  return (
    <NavLink
      component="button"
      type="button"
      label={node.folder.name}
      leftSection={<Icon size={16} aria-hidden />}
      active={active}
      aria-current={active ? 'true' : undefined}
      onClick={() => onSelect(node.folder.id)}
      opened
      childrenOffset={16}
      rightSection={null}
      data-testid={`folder-${node.folder.id}`}
    >
      {node.children.length > 0
        ? node.children.map((child) => <FolderNode key={child.folder.id} node={child} selectedId={selectedId} onSelect={onSelect} />)
        : undefined}
    </NavLink>
  );
}

export function FolderTree({ folders, selectedId, onSelect }: FolderTreeProps) {
  const { t } = useTranslation();
  const tree = useMemo(() => buildFolderTree(folders), [folders]);
  return (
    <nav aria-label={t('courseDocuments.tree.label')} data-testid="course-documents-tree">
      <NavLink
        component="button"
        type="button"
        label={t('courseDocuments.tree.root')}
        leftSection={<IconFolders size={16} aria-hidden />}
        active={selectedId === null}
        aria-current={selectedId === null ? 'true' : undefined}
        onClick={() => onSelect(null)}
      />
      {tree.map((node) => (
        <FolderNode key={node.folder.id} node={node} selectedId={selectedId} onSelect={onSelect} />
      ))}
    </nav>
  );
}
