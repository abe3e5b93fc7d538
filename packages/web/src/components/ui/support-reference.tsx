import { Flex, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CopyToClipboard } from './copy-to-clipboard';

export interface SupportReferenceProps {
  /** The portal's own reference (a payment's, a batch's): quoted to support, never the page's content. */
  value: string;
  /** What it is a reference of, for the copy button's name: 'Copy {what} reference'. */
  what: string;
  label?: string;
}

/**
 * A thing's internal reference, small and last: business users read names and amounts, support asks for this.
 * `data-reference` marks it as the one place such an id may show (the layout journeys look for ids elsewhere).
 */
export function SupportReference({ value, what, label }: SupportReferenceProps) {
  const { t } = useLingui();
  return (
    // Label and reference wrap as whole units on a phone: an id split mid-word ('org_northwin / d') misreads.
    <Flex wrap="wrap" align="center" columnGap="1" data-reference="" fontSize="xs" color="fg.muted" minW="0">
      <Text as="span">{label ?? t`Reference`}</Text>
      <Flex as="span" align="center" gap="1" whiteSpace="nowrap">
        <Text as="span" fontFamily="mono">
          {value}
        </Text>
        <CopyToClipboard text={value} label={t`${what} reference`} size="xs" />
      </Flex>
    </Flex>
  );
}
