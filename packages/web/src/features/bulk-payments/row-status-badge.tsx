import { Badge } from '@chakra-ui/react';
import type { RowStatus } from './model/row-status';

const PALETTE: Record<RowStatus['kind'], string> = {
  fix: 'red',
  duplicate: 'orange',
  checking: 'gray',
  ready: 'green',
};

export function RowStatusBadge({ status }: { status: RowStatus }) {
  return (
    <Badge colorPalette={PALETTE[status.kind]} variant="subtle" whiteSpace="nowrap" data-testid="row-status">
      {status.text}
    </Badge>
  );
}
