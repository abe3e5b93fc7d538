import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TabBar } from '../../components/ui/tab-bar';
import { PermissionNotice } from '../../domains/session/permission-notice';
import { useUrlTab } from '../../lib/use-url-tab';
import { BalanceConfirmationAction } from './balance-confirmation-action';
import { ExportsSection } from './exports-section';
import { StatementsSection } from './statements-section';

export type StatementsTab = 'statements' | 'exports';

export interface StatementsScreenProps {
  /** The action that requests an export of transactions (the transactions feature's, composed in by the app). */
  newExport?: ReactNode;
}

/**
 * Statements (`/app/statements`): the monthly statements of every bank account and currency, to download in six
 * formats; the caller's exports of transactions in a second tab (`?tab=exports`); and a balance confirmation
 * letter for the auditor.
 */
export function StatementsScreen({ newExport }: StatementsScreenProps) {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const tab: StatementsTab = search.get('tab') === 'exports' ? 'exports' : 'statements';

  const { mountKey, chosen } = useUrlTab(tab);

  return (
    <Stack gap="4">
      <Flex justify="space-between" align={{ base: 'start', md: 'center' }} gap="3" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            <Trans>Statements</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>
              Monthly statements of your accounts, and exports of transactions for your accounting software.
            </Trans>
          </Text>
        </Stack>
        <BalanceConfirmationAction />
      </Flex>
      <PermissionNotice permission="accounts.view">
        <TabBar
          key={mountKey}
          aria-label={t`Statements views`}
          initialKey={tab}
          onChange={(key) => {
            chosen(key as StatementsTab);
            setSearch(key === 'exports' ? { tab: 'exports' } : {});
          }}
          tabs={[
            {
              key: 'statements',
              label: t`Statements`,
              content: (
                <Stack pt="4">
                  <StatementsSection />
                </Stack>
              ),
            },
            {
              key: 'exports',
              label: t`Exports`,
              content: (
                <Stack pt="4">
                  <PermissionNotice permission="exports.create">
                    <ExportsSection newExport={newExport} />
                  </PermissionNotice>
                </Stack>
              ),
            },
          ]}
        />
      </PermissionNotice>
    </Stack>
  );
}
