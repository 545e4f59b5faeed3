// A container whose link clicks go through useInterceptedLinks: wrap server-rendered content in it.
import { Box } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { useInterceptedLinks, type InterceptedLinksOptions } from '../hooks/use-intercepted-links.ts';

export function InterceptedLinks({ children, ...options }: InterceptedLinksOptions & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useInterceptedLinks(ref, options);
  return <Box ref={ref}>{children}</Box>;
}
