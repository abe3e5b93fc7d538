import { Box, chakra, HStack, NativeSelect, Text } from '@chakra-ui/react';
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
  const sizeId = useId();
  const pages = totalPages(total, pageSize);
  return (
    <HStack as="nav" aria-label="Pagination" justify="space-between" gap="4" py="3" px="2" wrap="wrap">
      <Text hideBelow="md" color="fg.muted" fontSize="sm" data-testid="table-total">
        {`Total ${formatNumber(total)} items`}
      </Text>
      <HStack gap="3" ms="auto" wrap="wrap">
        {showSizeSelector(total, initialPageSize) ? (
          <HStack hideBelow="md" gap="2" data-testid="page-size">
            <chakra.label htmlFor={sizeId} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              Rows per page
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
          aria-label="Previous page"
        >
          Previous
        </Button>
        <Box as="span" fontSize="sm" aria-live="polite" data-testid="table-page">
          {`Page ${page} of ${pages}`}
        </Box>
        <Button
          size="small"
          variant="outline"
          onClick={() => onPage(page + 1)}
          disabled={disabled || isLastPage(page, total, pageSize)}
          aria-label="Next page"
        >
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
