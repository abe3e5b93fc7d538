import { Box, HStack, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon } from '../../components/ui/icons';
import { checkPassword } from './password-rule';
import { strengthText } from './password-strength';
import { usePasswordStrength } from './use-password-strength';

export interface PasswordChecklistProps {
  /** The password as typed so far. */
  password: string;
  id?: string;
}

/**
 * The password rule shown live: the six messages of rule AUTH-01, each ticked once the password meets it. Until
 * something is typed every rule stays neutral: an empty field meets "20 or fewer characters" but has not
 * earned a tick. Once the rule is met, a strength hint follows (how guessable it is; the bank decides).
 */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const { t } = useLingui();
  const strength = usePasswordStrength(password);
  const typed = password.length > 0;
  const checks = checkPassword(password).map((check) => ({ ...check, met: typed && check.met }));
  return (
    <Box id={id} data-testid="password-checklist">
      <Text fontSize="sm" fontWeight="medium" mb="1" id={id ? `${id}-title` : undefined}>
        <Trans>Your password</Trans>
      </Text>
      <List.Root
        as="ul"
        listStyleType="none"
        gap="1"
        aria-labelledby={id ? `${id}-title` : undefined}
        aria-label={id ? undefined : t`Password requirements`}
      >
        {checks.map((check) => (
          <List.Item key={check.key} data-rule={check.key} data-met={check.met} fontSize="sm">
            <HStack gap="2" align="center">
              <Box
                as="span"
                aria-hidden="true"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                boxSize="4"
                borderRadius="full"
                flexShrink={0}
                bg={check.met ? 'brand.500' : 'transparent'}
                color="white"
                borderWidth="1px"
                borderColor={check.met ? 'brand.500' : 'fg.subtle'}
                fontSize="xs"
              >
                {check.met ? <CheckIcon /> : null}
              </Box>
              <Text as="span" color={check.met ? 'fg' : 'fg.muted'}>
                {check.message}
              </Text>
              <VisuallyHidden>{check.met ? t`(met)` : t`(not met)`}</VisuallyHidden>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      {/* Always in the page, so screen readers announce each new verdict. */}
      <Text
        aria-live="polite"
        data-testid="password-strength"
        data-strength={strength ?? undefined}
        fontSize="sm"
        mt={strength ? '2' : undefined}
        color={strength === 'weak' ? 'fg.error' : 'fg.muted'}
      >
        {strength ? strengthText(strength) : null}
      </Text>
    </Box>
  );
}
