import { List, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { dayjs } from '../../lib/dayjs';
import { formatDate } from '../../lib/format-date';

/** The next dates the bank will pay on, each with its weekday so a move off a weekend is visible. */
export function NextDatesList({ dates, empty }: { dates: string[]; empty?: string }) {
  const { t } = useLingui();
  if (dates.length === 0) return <Text color="fg.muted">{empty ?? t`No payment is planned.`}</Text>;
  return (
    <List.Root as="ol" ps="5" gap="1" data-testid="next-dates">
      {dates.map((d) => (
        <List.Item key={d}>{`${dayjs(d).format('ddd')} ${formatDate(d)}`}</List.Item>
      ))}
    </List.Root>
  );
}
