import { Center } from '@mantine/core';
import { TimedLoader } from './timed-loader.tsx';

/** Shown while the first route's code loads; after 60 s (spec §9) it offers to reload. */
export function PageLoader() {
  return (
    <Center mih="100dvh">
      <TimedLoader />
    </Center>
  );
}
