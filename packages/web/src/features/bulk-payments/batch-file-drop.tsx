import { Box, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { dropZoneStyle } from '../../components/ui/drop-zone-style';
import { UploadIcon } from '../../components/ui/icons';
import { downloadFile } from '../../lib/download-file';
import { TEMPLATE_FILE_NAME } from './model/batch-template';

/** Larger than any 1,000-row file (about 200 bytes a row): a bigger file is not a bulk payment file. */
export const MAX_FILE_BYTES = 2_000_000;
export const NOT_CSV_TEXT = msg`Upload a .csv file (comma-separated values, UTF-8).`;
export const TOO_LARGE_TEXT = msg`The file is larger than 2 MB; a bulk payment file of 1,000 rows is far smaller.`;

export interface BatchFileDropProps {
  fileName: string | null;
  /** Why the last file was refused; nothing was sent. */
  error: string | null;
  disabled?: boolean;
  /** Said in the drop zone instead of the instruction while it waits (the recipients are loading). */
  waiting?: string;
  /** The template's text, made when it is downloaded (it names one of the organization's recipients). */
  template: () => string;
  onFile: (file: File) => void;
  onRefused: (message: string) => void;
}

/** The file: drag and drop or browse one .csv, and the template to start from. */
export function BatchFileDrop({
  fileName,
  error,
  disabled,
  waiting,
  template,
  onFile,
  onRefused,
}: BatchFileDropProps) {
  const { t, i18n } = useLingui();
  const instructionId = useId();
  const hintId = useId();
  const errorId = useId();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv'] },
    multiple: false,
    maxSize: MAX_FILE_BYTES,
    disabled,
    onDrop: (accepted, rejections) => {
      const code = rejections[0]?.errors[0]?.code;
      if (code === 'file-too-large') return onRefused(i18n._(TOO_LARGE_TEXT));
      if (rejections.length > 0 || !accepted[0]) return onRefused(i18n._(NOT_CSV_TEXT));
      onFile(accepted[0]);
    },
  });

  return (
    <Stack gap="3">
      <input {...getInputProps()} data-testid="batch-file-input" aria-label={t`Bulk payment file`} />
      <Box
        {...getRootProps({
          'aria-labelledby': instructionId,
          'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
        })}
        role="button"
        aria-disabled={disabled ? true : undefined}
        data-testid="batch-drop-zone"
        {...dropZoneStyle({
          refused: error !== null,
          dragActive: isDragActive,
          cursor: disabled ? 'not-allowed' : 'pointer',
        })}
      >
        <Stack align="center" gap="1" textAlign="center" color="fg.muted">
          <Box fontSize="2xl" aria-hidden="true">
            <UploadIcon />
          </Box>
          <Text id={instructionId} fontSize="sm">
            {waiting
              ? waiting
              : isDragActive
                ? t`Drop the file here`
                : fileName
                  ? t`${fileName}: drop another file here, or click to choose one`
                  : t`Drag and drop the CSV file here, or click to choose it`}
          </Text>
        </Stack>
      </Box>
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        gap="3"
        justify="space-between"
        align={{ sm: 'center' }}
      >
        <Text id={hintId} fontSize="sm" color="fg.muted">
          <Trans>UTF-8 CSV with commas, the template's header and up to 1,000 rows.</Trans>
        </Text>
        <Button
          size="small"
          variant="outline"
          onClick={() => downloadFile(template(), TEMPLATE_FILE_NAME, 'text/csv;charset=utf-8')}
        >
          <Trans>Download the CSV template</Trans>
        </Button>
      </Stack>
      {error ? (
        <Box id={errorId}>
          <AlertBanner type="error" title={t`This file cannot be used; nothing was sent`}>
            {error}
          </AlertBanner>
        </Box>
      ) : null}
    </Stack>
  );
}
