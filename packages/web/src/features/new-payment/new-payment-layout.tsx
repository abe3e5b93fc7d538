import { Box, Heading, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { StepProgress, type StepStatus } from '../../components/ui/step-progress';
import { PermissionNotice } from '../../domains/session/permission-notice';
import { usePermission } from '../../domains/session/use-permission';
import { whenIdle } from '../../lib/deferred-module';
import { emptyDraft, useNewPaymentStore } from './model/new-payment-store';
import { guardStep, isStepComplete, PAYMENT_STEPS, type PaymentStep, stepFromPath } from './model/step-guard';
import { STEP_HREF } from './step-links';
import { useDraftOwner } from './use-draft-owner';

/** The width of the steps' forms and of the review. */
export const STEP_FORM_MAX_WIDTH = '560px';

/**
 * The next step's code, loaded once the browser is idle on the step before it: Continue then finds it in (the
 * router imports the same chunk), instead of fetching it and linking its parts in the click's task.
 */
const NEXT_STEP_CODE: Partial<Record<PaymentStep, () => Promise<unknown>>> = {
  recipient: () => import('./reason-step-screen'),
  reason: () => import('./amount-step-screen'),
  amount: () => import('./review-step-screen'),
};

/**
 * The current step, drawn again when the route changes, not whenever the draft does: a step listens to the parts
 * of the draft it shows, so saving it (the click on Continue) draws the progress again and little else.
 */
const CurrentStep = memo(function CurrentStep() {
  return <Outlet />;
});

/** The four-step new-payment flow: the step guard, the progress indicator, then the current step. */
export function NewPaymentLayout() {
  const { t } = useLingui();
  const labels: Record<PaymentStep, string> = {
    recipient: t`Recipient`,
    reason: t`Reason`,
    amount: t`Amount`,
    review: t`Review`,
  };
  const { pathname } = useLocation();
  const owner = useDraftOwner();
  const stored = useNewPaymentStore((s) => s.draft);
  const submitted = useNewPaymentStore((s) => s.submitted);
  const submitFailed = useNewPaymentStore((s) => s.submitFailed);
  const claim = useNewPaymentStore((s) => s.claim);
  const canPay = usePermission('payments.create').allowed;
  // A draft of another user or organization is never shown, not even for a frame.
  const draft = stored.owner === owner ? stored : emptyDraft(owner);

  useEffect(() => claim(owner), [claim, owner]);

  const current = stepFromPath(pathname);
  useEffect(() => {
    const next = current ? NEXT_STEP_CODE[current] : undefined;
    // A failed load is left to the router, which says so if Continue still cannot load the step.
    return next ? whenIdle(() => void next().catch(() => {})) : undefined;
  }, [current]);
  if (current) {
    const allowed = guardStep(current, draft);
    if (allowed !== current) return <Navigate to={STEP_HREF[allowed]} replace />;
  }

  const statusOf = (step: PaymentStep): StepStatus => {
    if (step === 'review') {
      if (submitted) return 'success';
      if (submitFailed && current === 'review') return 'failed';
    }
    if (step === current) return 'processing';
    return isStepComplete(step, draft) ? 'success' : 'default';
  };

  return (
    <Stack gap="6">
      {/* The steps carry the page's h1; without them (the role's notice) this is the page's heading. */}
      {canPay ? (
        <Heading as="p" size="md" color="fg.muted">
          <Trans>New payment</Trans>
        </Heading>
      ) : (
        <Heading as="h1" size="2xl">
          <Trans>New payment</Trans>
        </Heading>
      )}
      {/* A role without payments.create sees why instead of a form the bank refuses at the end (rule ROLE-04). */}
      <PermissionNotice permission="payments.create">
        <StepProgress
          aria-label={t`Payment steps`}
          steps={PAYMENT_STEPS.map((step) => ({ key: step, label: labels[step], status: statusOf(step) }))}
        />
        {/* One narrow column for every step's form: a field as wide as the screen is hard to read. */}
        <Box w="full" maxW={STEP_FORM_MAX_WIDTH}>
          <CurrentStep />
        </Box>
      </PermissionNotice>
    </Stack>
  );
}
