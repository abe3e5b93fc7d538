import { HStack } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { COLUMN_WIDTHS, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { StatusBadge } from '../../components/ui/status-badge';
import {
  bankDetailsSummary,
  type Recipient,
} from '../../domains/recipients/recipient-form/recipient-form-model';
import { PermissionButton } from '../../domains/session/permission-button';

export interface RecipientColumnsOptions {
  countryName: (code: string) => string;
  onEdit: (recipient: Recipient) => void;
  onDelete: (recipient: Recipient) => void;
}

/**
 * The recipients list's columns: the name and the bank details are the text columns (cut on one line, the full
 * text and the legal name on hover); type, country, currency, status and the document count get narrow fixed
 * columns so the table fits at 1440 with the sidebar. On phones a tap on the card edits; Delete stays under it.
 */
export function recipientColumns({
  countryName,
  onEdit,
  onDelete,
}: RecipientColumnsOptions): DataTableColumn<Recipient>[] {
  const deleteButton = (r: Recipient) => {
    const name = r.name;
    return (
      <PermissionButton
        permission="recipients.manage"
        size="small"
        variant="text"
        aria-label={t`Delete ${name}`}
        onClick={() => onDelete(r)}
      >
        <Trans>Delete</Trans>
      </PermissionButton>
    );
  };
  return [
    {
      id: 'name',
      header: t`Name`,
      mobile: 'primary',
      text: (r) => (r.legal_name && r.legal_name !== r.name ? `${r.name} (${r.legal_name})` : r.name),
      cell: (r) => r.name,
    },
    {
      id: 'type',
      priority: 2,
      header: t`Type`,
      width: 95,
      cell: (r) => (r.type === 'business' ? t`Business` : t`Individual`),
    },
    {
      id: 'country',
      priority: 4,
      header: t`Country`,
      width: 135,
      mobile: 'secondary',
      cell: (r) => countryName(r.country),
    },
    { id: 'currency', header: t`Currency`, width: 85, mobile: 'secondary', cell: (r) => r.currency },
    { id: 'bank', priority: 3, header: t`Bank details`, cell: (r) => bankDetailsSummary(r.bank_details) },
    {
      id: 'status',
      header: t`Status`,
      width: COLUMN_WIDTHS.status,
      mobile: 'status',
      cell: (r) => <StatusBadge status={r.status} />,
    },
    {
      id: 'kyc',
      priority: 1,
      header: t`KYC documents`,
      width: 125,
      align: 'end',
      omitWhenEmpty: true,
      // Blank for none: a page where no recipient has a document shows no column of zeros.
      cell: (r) => (r.kyc_documents_count > 0 ? String(r.kyc_documents_count) : null),
    },
    {
      id: 'actions',
      header: t`Actions`,
      width: 140,
      mobile: 'actions',
      cell: (r) => {
        const name = r.name;
        return (
          <HStack gap="1">
            <PermissionButton
              permission="recipients.manage"
              size="small"
              variant="outline"
              aria-label={t`Edit ${name}`}
              onClick={() => onEdit(r)}
            >
              <Trans>Edit</Trans>
            </PermissionButton>
            {deleteButton(r)}
          </HStack>
        );
      },
      mobileCell: deleteButton,
    },
  ];
}
