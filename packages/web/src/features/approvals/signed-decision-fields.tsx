import { useLingui } from '@lingui/react/macro';
import { AlertBanner } from '../../components/ui/alert-banner';
import { OtpCodeInput } from '../../components/ui/otp-code-input';
import { TextArea } from '../../components/ui/text-area';
import { resendSafeText } from '../../lib/resend-safe-text';

export interface SignedDecisionFieldsProps {
  reject: boolean;
  form: {
    reason: string;
    reasonError?: string | undefined;
    code: string;
    codeError?: string | undefined;
    error?: unknown;
  };
  sending: boolean;
  /** Says what was not decided when the bank refused, e.g. 'The payment was not approved'. */
  failureTitle: string;
  onCodeChange: (code: string) => void;
  onReasonChange: (reason: string) => void;
}

/** What every signed decision asks for, whatever it signs: the reason to reject, the code, the bank's refusal. */
export function SignedDecisionFields({
  reject,
  form,
  sending,
  failureTitle,
  onCodeChange,
  onReasonChange,
}: SignedDecisionFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      {reject ? (
        <TextArea
          label={t`Reason for rejecting`}
          required
          h="24"
          value={form.reason}
          error={form.reasonError}
          extraInfo={t`The maker sees it.`}
          onChange={(event) => onReasonChange(event.target.value)}
        />
      ) : null}
      <OtpCodeInput
        label={t`Authentication code`}
        value={form.code}
        error={form.codeError}
        disabled={sending}
        autoFocus={!reject}
        extraInfo={t`From your authenticator app.`}
        onChange={onCodeChange}
      />
      {form.error ? (
        <AlertBanner type="error" title={failureTitle}>
          {resendSafeText(form.error, t`Sending the decision again is safe: it is recorded once.`)}
        </AlertBanner>
      ) : null}
    </>
  );
}
