import { Box, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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
  loading: boolean;
  /** The load's error, if any: shown under `errorTitle` in the bank's words. */
  error: unknown;
  errorTitle: string;
  /** Loads again after a failure (the card's 'Try again'). */
  onRetry: () => void;
  emptyText: string;
  rows: ReadonlyArray<Row>;
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
  loading,
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
      {loading ? (
        <Stack gap="2" data-testid="latest-list-loading">
          <Skeleton height="10" />
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      ) : error ? (
        <LoadErrorBanner title={errorTitle} error={error} onRetry={onRetry} />
      ) : rows.length === 0 ? (
        <EmptyState text={emptyText} minH="120px" />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={title}>
          {rows.map((row) => (
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
