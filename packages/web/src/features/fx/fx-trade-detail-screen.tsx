import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { DescriptionList, DescriptionRow } from '../../components/ui/description-list';
import { DetailLoadFailure } from '../../components/ui/detail-load-failure';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { StatusBadge } from '../../components/ui/status-badge';
import { SupportReference } from '../../components/ui/support-reference';
import { paths } from '../../config/paths';
import { useCurrentAccountRef, useCurrentBankAccounts } from '../../domains/session/current-account';
import { useFxTradeQuery } from './api/fx-trades';
import { failedTradeNotice, fxTradeDetailRows, pairText, tradeSummary } from './fx-trade-details';

const DETAIL_MAX_WIDTH = '720px';

/** One past FX trade in full (rule FX-11): amounts, rate against the mid at execution, fee, who and when. */
export function FxTradeDetailScreen() {
  const { t } = useLingui();
  const { trade: tradeRef = '' } = useParams();
  const account = useCurrentAccountRef();
  const bankAccounts = useCurrentBankAccounts();
  const query = useFxTradeQuery(account, tradeRef);
  const location = useLocation();
  const navigate = useNavigate();
  // Opened from the history: going back returns to its filters and page (kept in its URL); a link opened
  // directly goes to the history's first page.
  const cameFromHistory = location.key !== 'default';
  const back = (
    <Link asChild color="brand.ink" fontWeight="medium" alignSelf="flex-start">
      <RouterLink
        to={paths.app.fxTrades.getHref()}
        onClick={(event) => {
          if (!cameFromHistory) return;
          event.preventDefault();
          navigate(-1);
        }}
      >
        <Trans>Back to FX history</Trans>
      </RouterLink>
    </Link>
  );

  if (query.isPending) return <LoadingScreen />;
  if (query.isError) return <DetailLoadFailure title={t`FX trade`} error={query.error} back={back} />;
  const trade = query.data;
  const bankAccountName = bankAccounts.find((b) => b.ref === trade.bank_account_ref)?.name ?? '—';
  const pair = pairText(trade);
  const failure = failedTradeNotice(trade);

  return (
    // One readable column: on a wide screen a label and its value at opposite edges are hard to pair.
    <Stack gap="6" maxW={DETAIL_MAX_WIDTH}>
      {back}
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t`FX trade ${pair}`}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Text color="fg.muted">{tradeSummary(trade)}</Text>
          <StatusBadge status={trade.status} />
        </HStack>
      </Stack>
      {failure && <AlertBanner type="error">{failure}</AlertBanner>}
      <DescriptionList>
        {fxTradeDetailRows(trade, bankAccountName).map(([label, value]) => (
          <DescriptionRow key={label} label={label}>
            {value}
          </DescriptionRow>
        ))}
      </DescriptionList>
      <Stack gap="0">
        <SupportReference value={trade.ref} what={t`trade`} />
        <SupportReference value={trade.quote_ref} what={t`quote`} label={t`Quote reference`} />
      </Stack>
    </Stack>
  );
}
