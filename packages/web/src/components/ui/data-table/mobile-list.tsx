import { Box, chakra, Flex, HStack, type SystemStyleObject } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronRightIcon } from '../icons';
import { cellTitle, type DataTableColumn, type MobileRole, type RowOpen } from './columns';
import type { ListViewProps } from './desktop-table';
import { NoRows, SkeletonCards } from './table-states';

export interface MobileListProps<Row> extends ListViewProps<Row> {
  /** What a tap on the row does; rows without it do not open. */
  openRow?: (row: Row) => RowOpen | undefined;
}

const openerStyle: SystemStyleObject = {
  display: 'block',
  width: 'full',
  textAlign: 'start',
  px: '4',
  py: '3',
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
};

/**
 * The list below md: one card a row with who, how much, status and date at a glance, from the columns' mobile
 * roles; a tap (or Enter) on the card opens the row's detail. Actions sit under the card, outside its link.
 */
export function MobileList<Row>({
  caption,
  columns,
  rows,
  rowKey,
  state,
  emptyText,
  emptyDescription,
  failure,
  openRow,
}: MobileListProps<Row>) {
  if (state === 'pending') return <SkeletonCards />;
  if (state === 'empty' || state === 'failed')
    return (
      <NoRows state={state} emptyText={emptyText} emptyDescription={emptyDescription} failure={failure} />
    );

  const withRole = (role: MobileRole) => columns.filter((c) => c.mobile === role);
  const [primary] = withRole('primary');
  const [amount] = withRole('amount');
  const [status] = withRole('status');
  // The date leads the second line, which may take two lines (a notification's message says who and how much).
  const details = [...withRole('date'), ...withRole('secondary')];
  const actions = withRole('actions');

  return (
    <chakra.ul role="list" aria-label={caption} listStyleType="none" m="0" p="0" data-testid="data-list">
      {rows.map((row, index) => {
        const open = openRow?.(row);
        const cellOf = (c: DataTableColumn<Row>) => (c.mobileCell ?? c.cell)(row);
        const detailParts = details.map((c) => ({ id: c.id, node: cellOf(c) }));
        const lines = (
          <>
            <Flex justify="space-between" align="baseline" gap="3">
              <Box
                minW="0"
                flex="1"
                truncate
                fontWeight="medium"
                title={primary ? cellTitle(primary, row, cellOf(primary)) : undefined}
              >
                {primary ? cellOf(primary) : null}
              </Box>
              {amount ? (
                <Box
                  flexShrink={0}
                  fontWeight="semibold"
                  fontVariantNumeric="tabular-nums"
                  whiteSpace="nowrap"
                >
                  {cellOf(amount)}
                </Box>
              ) : null}
            </Flex>
            <Flex justify="space-between" align="center" gap="3" mt="1">
              <Box minW="0" flex="1" lineClamp={2} fontSize="sm" color="fg.muted">
                {detailParts.map((part, i) => (
                  <Fragment key={part.id}>
                    {i > 0 ? ' · ' : null}
                    {part.node}
                  </Fragment>
                ))}
              </Box>
              {status ? <Box flexShrink={0}>{cellOf(status)}</Box> : null}
            </Flex>
          </>
        );
        // A card that opens says so with a chevron, as a phone's lists do; one that does not has none.
        const summary = open ? (
          <Flex align="center" gap="2">
            <Box minW="0" flex="1">
              {lines}
            </Box>
            <Box flexShrink={0} color="fg.muted" fontSize="lg" data-testid="row-opens">
              <ChevronRightIcon />
            </Box>
          </Flex>
        ) : (
          lines
        );
        return (
          <chakra.li
            key={rowKey(row, index)}
            borderBottomWidth={index < rows.length - 1 ? '1px' : '0'}
            data-testid="data-list-row"
          >
            {open && 'href' in open ? (
              <Box asChild css={openerStyle}>
                <RouterLink to={open.href}>{summary}</RouterLink>
              </Box>
            ) : open ? (
              <chakra.button type="button" css={openerStyle} onClick={open.onOpen}>
                {summary}
              </chakra.button>
            ) : (
              <Box px="4" py="3">
                {summary}
              </Box>
            )}
            {actions.length > 0 ? (
              <HStack gap="2" px="4" pb="3" mt={open ? '-1' : '-2'} wrap="wrap">
                {actions.map((c) => (
                  <Fragment key={c.id}>{cellOf(c)}</Fragment>
                ))}
              </HStack>
            ) : null}
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}
