// The editor's image button for content of a course (spec §1 "image upload", §9 "image upload is per course").
import { useMemo } from 'react';
import { editorImageUploader } from '../../../components/rich-text/editor-image-upload.ts';

export function useEditorImageUpload(courseId: number): (file: File) => Promise<string> {
  return useMemo(() => editorImageUploader(courseId), [courseId]);
}
