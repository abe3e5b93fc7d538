import { Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText, getFieldErrors } from '@portal/api-types';
import { useMemo, useState } from 'react';
import { FileUpload } from '../../components/ui/file-upload';
import { SelectField } from '../../components/ui/select-field';
import { StatusBadge } from '../../components/ui/status-badge';
import { PermissionButton } from '../../domains/session/permission-button';
import { formatDateTime } from '../../lib/format-date';
import { formatNumber } from '../../lib/format-number';
import { toastSuccess } from '../../lib/toast';
import { useKycDocumentTypesQuery } from './api/kyc-document-types';
import { useKycDocumentsQuery } from './api/kyc-documents';
import { useUploadKycDocumentMutation } from './api/upload-kyc-document';
import { uploadTypesFor } from './kyc-file-types';

interface KycDocumentsSectionProps {
  account: string;
  recipient: { ref: string; name: string };
}

/** The recipient's KYC documents and the upload of a new one (type by content, one file, preview). */
export function KycDocumentsSection({ account, recipient }: KycDocumentsSectionProps) {
  const { t } = useLingui();
  const types = useKycDocumentTypesQuery();
  const documents = useKycDocumentsQuery(account, recipient.ref);
  const upload = useUploadKycDocumentMutation(account, recipient.ref);
  const [documentType, setDocumentType] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ document_type?: string; file?: string; form?: string }>({});

  const selectedType = types.data?.find((type) => type.code === documentType);
  const uploadTypes = useMemo(
    () =>
      uploadTypesFor(selectedType?.allowed_content_types ?? ['application/pdf', 'image/png', 'image/jpeg']),
    [selectedType],
  );
  const typeLabel = (code: string) => types.data?.find((type) => type.code === code)?.label ?? code;
  const recipientName = recipient.name;

  const submit = async () => {
    const next: typeof errors = {};
    if (!documentType) next.document_type = t`Choose the document type.`;
    if (!file) next.file = t`Choose a file to upload.`;
    setErrors(next);
    if (!documentType || !file) return;
    try {
      await upload.mutateAsync({ documentType, file });
      toastSuccess(t`Document uploaded.`);
      setFile(null);
      setDocumentType(null);
      setErrors({});
    } catch (error) {
      const fields = getFieldErrors(error);
      setErrors({
        document_type: fields.document_type,
        file: fields.file,
        form: fields.document_type || fields.file ? undefined : getErrorText(error),
      });
    }
  };

  return (
    <Stack gap="4" as="section" aria-labelledby="kyc-heading">
      <Heading as="h3" size="md" id="kyc-heading">
        <Trans>KYC documents</Trans>
      </Heading>
      {documents.isPending ? (
        <Text color="fg.muted">
          <Trans>Loading documents...</Trans>
        </Text>
      ) : documents.data && documents.data.length > 0 ? (
        <List.Root gap="2" listStyleType="none" aria-label={t`Documents of ${recipientName}`}>
          {documents.data.map((doc) => {
            const docType = typeLabel(doc.document_type);
            const size = formatNumber(doc.size_bytes);
            const uploaded = formatDateTime(doc.uploaded_at);
            return (
              <List.Item key={doc.ref} borderWidth="1px" borderColor="border" borderRadius="md" p="2">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium" truncate>
                      {doc.file_name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t`${docType} · ${size} bytes · ${uploaded}`}
                    </Text>
                  </Stack>
                  <StatusBadge status={doc.status} />
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
      ) : (
        <Text color="fg.muted">
          <Trans>No documents yet.</Trans>
        </Text>
      )}
      <SelectField
        label={t`Document type`}
        required
        loading={types.isPending}
        options={(types.data ?? []).map((type) => ({ label: type.label, value: type.code }))}
        value={documentType}
        onChange={(value) => {
          setDocumentType(value);
          setErrors((e) => ({ ...e, document_type: undefined }));
        }}
        error={Boolean(errors.document_type)}
        errorMessage={errors.document_type}
      />
      <FileUpload
        label={t`Document file`}
        required
        value={file}
        onChange={(next) => {
          setFile(next);
          setErrors((e) => ({ ...e, file: undefined, form: undefined }));
        }}
        types={uploadTypes}
        maxSize={selectedType?.max_size_bytes}
        error={errors.file}
      />
      {errors.form ? (
        <Text color="danger.fg" role="alert" whiteSpace="pre-line">
          {errors.form}
        </Text>
      ) : null}
      <PermissionButton
        permission="recipients.manage"
        alignSelf="flex-start"
        onClick={submit}
        loading={upload.isPending}
      >
        <Trans>Upload document</Trans>
      </PermissionButton>
    </Stack>
  );
}
