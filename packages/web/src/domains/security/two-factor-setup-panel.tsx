import { Box, Code, Flex, HStack, Image, List, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText, getFieldErrors } from '@portal/api-types';
import { type FormEvent, useState } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { CopyToClipboard } from '../../components/ui/copy-to-clipboard';
import { OTP_CODE_LENGTH, OtpCodeInput } from '../../components/ui/otp-code-input';
import { useSubmitLock } from '../../lib/use-submit-lock';

export interface TwoFactorSetupData {
  secret: string;
  otpauth_uri: string;
  qr_code: string;
}

export interface TwoFactorSetupPanelProps {
  /** The answer of POST /auth/2fa/setup/start. */
  setup: TwoFactorSetupData;
  /**
   * Sends the code to POST /auth/2fa/setup/complete; settles when the call does, so no second code goes
   * while one is on its way.
   */
  onConfirm: (code: string) => Promise<unknown>;
  confirming?: boolean;
  /** The refusal of the last confirmation, if any. */
  error?: unknown;
  onCancel?: () => void;
  cancelText?: string;
}

export const ENTER_CODE_TEXT = msg`Enter the 6-digit code.`;

/** Only a PNG data URL from the bank is shown as the QR code (the CSP allows img-src data:). */
export function isQrDataUrl(value: string): boolean {
  return /^data:image\/png;base64,[A-Za-z0-9+/=]+$/.test(value);
}

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP', easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Two-factor setup after "start": scan the QR code or type the secret, then confirm with a code. The secret
 * lives only in memory (component props), never in storage or the URL.
 */
export function TwoFactorSetupPanel({
  setup,
  onConfirm,
  confirming = false,
  error,
  onCancel,
  cancelText,
}: TwoFactorSetupPanelProps) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  // An auto-submitted code and a click on the button (or a double click) land before `confirming` is
  // re-rendered: the lock lets only the first through.
  const submitOnce = useSubmitLock();
  // The refusal speaks of the code it refused: kept and selected by the field until another is typed.
  const [editedSince, setEditedSince] = useState<unknown>(null);

  const submit = (value: string) => {
    if (value.length !== OTP_CODE_LENGTH) {
      setIncomplete(true);
      return;
    }
    if (confirming) return;
    void submitOnce(() => onConfirm(value));
  };

  const localError = incomplete ? i18n._(ENTER_CODE_TEXT) : undefined;
  const serverError =
    error && error !== editedSince ? (getFieldErrors(error).code ?? getErrorText(error)) : undefined;

  return (
    <Stack gap="5" data-testid="two-factor-setup">
      <List.Root as="ol" gap="4" ps="5">
        <List.Item>
          <Text fontWeight="medium">
            <Trans>Scan this QR code with your authenticator app.</Trans>
          </Text>
          {isQrDataUrl(setup.qr_code) ? (
            // A QR code is read dark on light, in either colour mode.
            <Box mt="2" p="2" bg="white" borderWidth="1px" borderRadius="md" display="inline-block">
              <Image
                src={setup.qr_code}
                alt={t`QR code for your authenticator app`}
                width="180px"
                height="180px"
                htmlWidth="180"
                htmlHeight="180"
              />
            </Box>
          ) : null}
        </List.Item>
        <List.Item>
          <Text fontWeight="medium">
            <Trans>Or type this key into the app:</Trans>
          </Text>
          <HStack gap="2" mt="1" flexWrap="wrap">
            <Code fontSize="md" px="2" py="1" data-testid="two-factor-secret" wordBreak="break-all">
              {groupSecret(setup.secret)}
            </Code>
            <CopyToClipboard text={setup.secret} label={t`secret key`} />
          </HStack>
        </List.Item>
        <List.Item>
          <Text fontWeight="medium">
            <Trans>Enter the 6-digit code the app shows.</Trans>
          </Text>
        </List.Item>
      </List.Root>
      <form
        noValidate
        aria-label={t`Confirm two-factor setup`}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit(code);
        }}
      >
        <Stack gap="4">
          <OtpCodeInput
            id="two-factor-setup-code"
            value={code}
            onChange={(value) => {
              setIncomplete(false);
              setEditedSince(error);
              setCode(value);
            }}
            onComplete={submit}
            disabled={confirming}
            error={localError ?? serverError}
          />
          <Flex gap="3" wrap="wrap">
            <Button type="submit" loading={confirming}>
              <Trans>Turn on two-factor authentication</Trans>
            </Button>
            {onCancel ? (
              <Button variant="outline" onClick={onCancel} disabled={confirming}>
                {cancelText ?? t`Cancel`}
              </Button>
            ) : null}
          </Flex>
        </Stack>
      </form>
    </Stack>
  );
}

/** Shown when a start call failed. */
export function TwoFactorSetupError({ error }: { error: unknown }) {
  return (
    <AlertBanner type="error">
      <Text whiteSpace="pre-line">{getErrorText(error)}</Text>
    </AlertBanner>
  );
}
