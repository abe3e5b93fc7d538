import { Box, HStack } from '@chakra-ui/react';
import { CopyToClipboard } from '../../components/ui/copy-to-clipboard';

/** A secret as text to copy: monospaced, broken anywhere so it fits a phone, with its copy button. */
export function SecretValue({ value, label }: { value: string; label: string }) {
  return (
    <HStack gap="2" align="center" borderWidth="1px" borderRadius="md" bg="bg.subtle" px="3" py="2">
      <Box
        as="code"
        flex="1"
        minW="0"
        fontFamily="mono"
        fontSize="sm"
        wordBreak="break-all"
        data-testid="secret-value"
      >
        {value}
      </Box>
      <CopyToClipboard text={value} label={label} />
    </HStack>
  );
}
