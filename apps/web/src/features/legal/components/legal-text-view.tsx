import { Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { legalBlocks } from '../utils/legal-text.ts';

/** Plain-text terms as headings and paragraphs; never interpreted as HTML. */
export function LegalTextView({ text }: { text: string }) {
  return (
    <Stack gap="xs">
      {legalBlocks(text).map((block, index) =>
        block.type === 'heading' ? (
          <Title key={index} order={3} size="h5" mt={index === 0 ? 0 : 'xs'}>
            {block.text}
          </Title>
        ) : (
          <Text key={index} size="sm">
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </Text>
        ),
      )}
    </Stack>
  );
}
