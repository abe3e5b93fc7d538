import { Box, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { LoadErrorBanner } from '../load-error-banner';

export const EMPTY_MIN_HEIGHT = '320px';
export const SKELETON_ROWS = 5;

/** A failed load, shown where the rows would be. */
export interface DataTableFailure {
  /** What could not be loaded ("The payments could not be loaded."). */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A list query's failure as the table shows it ("Try again" fetches it again), or null while it has not failed. */
export function queryFailure(
  query: { isError: boolean; error: unknown; refetch: () => unknown },
  title: string,
): DataTableFailure | null {
  return query.isError ? { title, error: query.error, onRetry: () => void query.refetch() } : null;
}

/** A paged list query (an answer of `{ data, meta: { total } }`), as far as a table reads it. */
export interface PagedListQuery<Row> {
  data?: { data: ReadonlyArray<Row>; meta: { total: number } } | undefined;
  isFetching: boolean;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** What a DataTable shows of a paged list query: the page's rows and the total, and whether it runs, waits or failed. */
export function pagedQueryTable<Row>(query: PagedListQuery<Row>, failureTitle: string) {
  return {
    rows: query.data?.data ?? [],
    total: query.data?.meta.total ?? 0,
    loading: query.isFetching,
    pending: query.isPending,
    failure: queryFailure(query, failureTitle),
  };
}

/** The table has nothing to show yet, or nothing at all: what stands in for its rows. */
export type BodyState = 'rows' | 'pending' | 'failed' | 'empty';

/**
 * Skeleton while an answer is awaited and there are no rows to keep showing (a refetch of an empty list too, so
 * 'No data found' never shows while a request is still running), the error after a failure with nothing to show,
 * the empty state only after a successful empty answer. Rows once loaded stay when asking again fails (rule NET-04).
 */
export function bodyStateOf({
  rowCount,
  waiting,
  failure,
}: {
  rowCount: number;
  /** A request is running or none has answered yet. */
  waiting: boolean;
  failure: DataTableFailure | null | undefined;
}): BodyState {
  if (rowCount > 0) return 'rows';
  if (waiting) return 'pending';
  return failure ? 'failed' : 'empty';
}

/** Said to screen readers while the skeleton shows. */
export function LoadingStatus() {
  return (
    <VisuallyHidden role="status" data-testid="table-skeleton-status">
      <Trans>Loading data</Trans>
    </VisuallyHidden>
  );
}

export function SkeletonBar({ width = '100%' }: { width?: string }) {
  return <Skeleton height="3.5" width={width} borderRadius="sm" />;
}

/** Skeleton cards for the phone layout. */
export function SkeletonCards() {
  return (
    <Stack gap="0" data-testid="table-skeleton" aria-hidden="true">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Stack key={i} gap="2" px="4" py="3" borderBottomWidth={i < SKELETON_ROWS - 1 ? '1px' : '0'}>
          <Box display="flex" justifyContent="space-between" gap="6">
            <SkeletonBar width="55%" />
            <SkeletonBar width="25%" />
          </Box>
          <Box display="flex" justifyContent="space-between" gap="6">
            <SkeletonBar width="35%" />
            <SkeletonBar width="20%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

/** The empty state or the load error, at the empty table's minimum height. */
export function NoRows({
  state,
  emptyText,
  emptyDescription,
  failure,
}: {
  state: 'failed' | 'empty';
  emptyText?: ReactNode;
  /** Why the list is empty, or what fills it, under the empty text. */
  emptyDescription?: ReactNode;
  failure?: DataTableFailure | null;
}) {
  if (state === 'failed' && failure)
    return (
      <Box minH={EMPTY_MIN_HEIGHT} display="flex" alignItems="center" justifyContent="center" p="4">
        <Box w="full" maxW="lg" textAlign="start" whiteSpace="normal">
          <LoadErrorBanner title={failure.title} error={failure.error} onRetry={failure.onRetry} />
        </Box>
      </Box>
    );
  return <EmptyState text={emptyText} description={emptyDescription} minH={EMPTY_MIN_HEIGHT} />;
}
