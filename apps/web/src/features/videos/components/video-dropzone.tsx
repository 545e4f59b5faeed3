// Drop a video file here or pick one with the button; the chosen file's name shows below.
import { Box, Button, FileButton, Stack, Text } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface VideoDropzoneProps {
  fileName: string | null;
  onChoose: (file: File | null) => void;
}

export function VideoDropzone({ fileName, onChoose }: VideoDropzoneProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onChoose(event.dataTransfer.files[0] ?? null);
  };

  return (
    <Box
      data-testid="video-dropzone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      p="lg"
      style={{
        border: `2px dashed ${dragging ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-4)'}`,
        borderRadius: 'var(--mantine-radius-md)',
        textAlign: 'center',
      }}
    >
      <Stack gap="xs" align="center">
        <Text size="sm">{t('videos.upload.dropHint')}</Text>
        <FileButton onChange={onChoose} accept="video/*">
          {(props) => (
            <Button variant="light" {...props}>
              {t('videos.upload.chooseFile')}
            </Button>
          )}
        </FileButton>
        {fileName !== null && (
          <Text size="sm" data-testid="chosen-file">
            {t('videos.upload.chosenFile', { name: fileName })}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
