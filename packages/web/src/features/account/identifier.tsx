import { HStack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { CopyToClipboard } from '../../components/ui/copy-to-clipboard';
import { piecesAfterUnderscores } from './account-identifiers';

/** An identifier in monospace with its copy button; on a narrow column it wraps between its words. */
export function Identifier({ value, label }: { value: string; label: string }) {
  return (
    <HStack gap="1" align="center">
      <Text as="span" fontFamily="mono" fontSize="sm" overflowWrap="break-word" data-identifier={value}>
        {piecesAfterUnderscores(value).map(({ start, text }) => (
          <Fragment key={start}>
            {start > 0 ? <wbr /> : null}
            {text}
          </Fragment>
        ))}
      </Text>
      <CopyToClipboard text={value} label={label} size="xs" />
    </HStack>
  );
}
