import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ALTERED_LABEL } from './audit-integrity';

/** The flag on an audit entry that no longer matches its hash (rule AUD-14): red, in words, not by colour alone. */
export function AlteredBadge() {
  const { t, i18n } = useLingui();
  const altered = i18n._(ALTERED_LABEL);
  return (
    <Badge
      colorPalette="red"
      variant="solid"
      textTransform="none"
      px="2"
      py="0.5"
      flexShrink={0}
      data-testid="altered-badge"
      title={t`This entry does not match its hash: it was changed after it was recorded.`}
    >
      {`⚠ ${altered}`}
    </Badge>
  );
}
