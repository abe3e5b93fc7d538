import { Box, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from './empty-state';
import { LoadErrorBanner } from './load-error-banner';

export interface LatestListCardProps<Row> {
  /** The heading, also the list's accessible name ("Payments in progress"). */
  title: string;
  headingId: string;
  /** Where "View all" leads (the full, filterable list) and what that link says. */
  viewAllHref: string;
  viewAllText: string;
  /** The load's error, if any: shown under `errorTitle` in the bank's words. */
  error: unknown;
  errorTitle: string;
  /** Loads again after a failure (the card's 'Try again'). */
  onRetry: () => void;
  emptyText: string;
  /** The rows, or nothing while the first answer is awaited; pass the same array until it changes. */
  rows: ReadonlyArray<Row> | undefined;
  rowKey: (row: Row) => string;
  /** A row's name (text or link), the line of detail under it, and what stands at its end (amount, status). */
  renderName: (row: Row) => ReactNode;
  renderDetail: (row: Row) => ReactNode;
  renderEnd: (row: Row) => ReactNode;
}

/** A dashboard card of the newest few items: loading, error, empty, or the list, and a link to all of them. */
export function LatestListCard<Row>({
  title,
  headingId,
  viewAllHref,
  viewAllText,
  error,
  errorTitle,
  onRetry,
  emptyText,
  rows,
  rowKey,
  renderName,
  renderDetail,
  renderEnd,
}: LatestListCardProps<Row>) {
  // The list arrives as a low-priority draw that yields to the browser: an answer drawing its rows at once would be
  // one long task while the rest of the page is still settling.
  const shownRows = useDeferredValue(rows);
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
      <Flex justify="space-between" align="center" mb="3" gap="2">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        <Link asChild color="brand.inkStrong" fontWeight="medium" fontSize="sm">
          <RouterLink to={viewAllHref}>{viewAllText}</RouterLink>
        </Link>
      </Flex>
      {shownRows === undefined && !error ? (
        <Stack gap="2" data-testid="latest-list-loading">
          <Skeleton height="10" />
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      ) : error || shownRows === undefined ? (
        <LoadErrorBanner title={errorTitle} error={error} onRetry={onRetry} />
      ) : shownRows.length === 0 ? (
        <EmptyState text={emptyText} minH="120px" />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={title}>
          {shownRows.map((row) => (
            <Flex
              as="li"
              key={rowKey(row)}
              justify="space-between"
              align="center"
              gap="3"
              py="2"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
            >
              <Stack gap="0" minW="0">
                {renderName(row)}
                <Text fontSize="xs" color="fg.muted">
                  {renderDetail(row)}
                </Text>
              </Stack>
              <Stack gap="1" align="end" flexShrink={0}>
                {renderEnd(row)}
              </Stack>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
