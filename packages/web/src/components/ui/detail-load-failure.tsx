import { Heading, Stack } from '@chakra-ui/react';
import { getErrorText } from '@portal/api-types';
import type { ReactNode } from 'react';
import { AlertBanner } from './alert-banner';

export interface DetailLoadFailureProps {
  /** What the screen shows, as its heading ('Payment'). */
  title: string;
  error: unknown;
  /** The way back to the list. */
  back: ReactNode;
}

/** A detail screen whose record could not be loaded (not found, no access, offline): why, and the way back. */
export function DetailLoadFailure({ title, error, back }: DetailLoadFailureProps) {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <AlertBanner type="error">{getErrorText(error)}</AlertBanner>
      {back}
    </Stack>
  );
}
