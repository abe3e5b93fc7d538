import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@portal/api-types';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatDateTime } from '../../lib/format-date';

type PaymentApproval = components['schemas']['PaymentApproval'];

/**
 * A batch held by an approval rule: how many approvals it has and needs, who gave them, when the wait ends;
 * `children` are the decision's controls for those who can approve.
 */
export function BatchApprovalCard({
  approval,
  children,
}: {
  approval: PaymentApproval;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const given = approval.approvals.length;
  const required = approval.approvals_required;
  const approvers = approval.approvals.map((a) => a.approver.name).join(', ');
  const expires = formatDateTime(approval.expires_at);
  return (
    <Card.Root
      variant="outline"
      borderColor="orange.muted"
      as="section"
      aria-labelledby="batch-approval-heading"
    >
      <Card.Body gap="2">
        <Heading as="h2" size="md" id="batch-approval-heading">
          <Trans>Awaiting approval</Trans>
        </Heading>
        <Stack gap="1" fontSize="sm">
          <Text>
            {plural(required, {
              one: `${given} of ${required} approval. No payment is made until then; the whole batch is approved or rejected as one.`,
              other: `${given} of ${required} approvals. No payment is made until then; the whole batch is approved or rejected as one.`,
            })}
          </Text>
          {approval.approvals.length > 0 ? (
            <Text color="fg.muted">{t`Approved by ${approvers}.`}</Text>
          ) : null}
          <Text color="fg.muted">{t`Expires ${expires}.`}</Text>
          <Link asChild color="brand.ink" fontWeight="medium" alignSelf="start">
            <RouterLink to={paths.app.approvals.getHref()}>
              <Trans>All payments awaiting approval</Trans>
            </RouterLink>
          </Link>
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
