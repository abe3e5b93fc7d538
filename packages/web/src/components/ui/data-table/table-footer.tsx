import { Box, chakra, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatNumber } from '../../../lib/format-number';
import { PAGE_SIZES } from '../../../lib/list-params';
import { Button } from '../button';
import { isFirstPage, isLastPage, showSizeSelector, totalPages } from './pagination';

export interface TableFooterProps {
  total: number;
  page: number;
  pageSize: number;
  initialPageSize: number;
  disabled?: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

export function TableFooter({
  total,
  page,
  pageSize,
  initialPageSize,
  disabled,
  onPage,
  onPageSize,
}: TableFooterProps) {
  const { t } = useLingui();
  const sizeId = useId();
  const pages = totalPages(total, pageSize);
  const count = formatNumber(total);
  return (
    <HStack as="nav" aria-label={t`Pagination`} justify="space-between" gap="4" py="3" px="2" wrap="wrap">
      <Text hideBelow="md" color="fg.muted" fontSize="sm" data-testid="table-total">
        {t`Total ${count} items`}
      </Text>
      <HStack gap="3" ms="auto" wrap="wrap">
        {showSizeSelector(total, initialPageSize) ? (
          <HStack hideBelow="md" gap="2" data-testid="page-size">
            <chakra.label htmlFor={sizeId} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              <Trans>Rows per page</Trans>
            </chakra.label>
            <NativeSelect.Root size="sm" width="20" disabled={disabled}>
              <NativeSelect.Field
                id={sizeId}
                value={pageSize}
                onChange={(e) => onPageSize(Number(e.currentTarget.value))}
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        ) : null}
        <Button
          size="small"
          variant="outline"
          onClick={() => onPage(page - 1)}
          disabled={disabled || isFirstPage(page)}
          aria-label={t`Previous page`}
        >
          <Trans>Previous</Trans>
        </Button>
        <Box as="span" fontSize="sm" aria-live="polite" data-testid="table-page">
          {t`Page ${page} of ${pages}`}
        </Box>
        <Button
          size="small"
          variant="outline"
          onClick={() => onPage(page + 1)}
          disabled={disabled || isLastPage(page, total, pageSize)}
          aria-label={t`Next page`}
        >
          <Trans>Next</Trans>
        </Button>
      </HStack>
    </HStack>
  );
}
