import { HStack } from '@chakra-ui/react';
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
  const deleteButton = (r: Recipient) => (
    <PermissionButton
      permission="recipients.manage"
      size="small"
      variant="text"
      aria-label={`Delete ${r.name}`}
      onClick={() => onDelete(r)}
    >
      Delete
    </PermissionButton>
  );
  return [
    {
      id: 'name',
      header: 'Name',
      mobile: 'primary',
      text: (r) => (r.legal_name && r.legal_name !== r.name ? `${r.name} (${r.legal_name})` : r.name),
      cell: (r) => r.name,
    },
    {
      id: 'type',
      priority: 2,
      header: 'Type',
      width: 95,
      cell: (r) => (r.type === 'business' ? 'Business' : 'Individual'),
    },
    {
      id: 'country',
      priority: 4,
      header: 'Country',
      width: 135,
      mobile: 'secondary',
      cell: (r) => countryName(r.country),
    },
    { id: 'currency', header: 'Currency', width: 85, mobile: 'secondary', cell: (r) => r.currency },
    { id: 'bank', priority: 3, header: 'Bank details', cell: (r) => bankDetailsSummary(r.bank_details) },
    {
      id: 'status',
      header: 'Status',
      width: COLUMN_WIDTHS.status,
      mobile: 'status',
      cell: (r) => <StatusBadge status={r.status} />,
    },
    {
      id: 'kyc',
      priority: 1,
      header: 'KYC documents',
      width: 125,
      align: 'end',
      omitWhenEmpty: true,
      // Blank for none: a page where no recipient has a document shows no column of zeros.
      cell: (r) => (r.kyc_documents_count > 0 ? String(r.kyc_documents_count) : null),
    },
    {
      id: 'actions',
      header: 'Actions',
      width: 140,
      mobile: 'actions',
      cell: (r) => (
        <HStack gap="1">
          <PermissionButton
            permission="recipients.manage"
            size="small"
            variant="outline"
            aria-label={`Edit ${r.name}`}
            onClick={() => onEdit(r)}
          >
            Edit
          </PermissionButton>
          {deleteButton(r)}
        </HStack>
      ),
      mobileCell: deleteButton,
    },
  ];
}
