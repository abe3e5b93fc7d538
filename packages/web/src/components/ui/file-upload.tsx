import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { DEFAULT_FILE_TYPES, type FileTypeKey, toDropzoneAccept } from '../../lib/file-type';
import { Button } from './button';
import { dropZoneStyle } from './drop-zone-style';
import { rejectionMessage, UNSUPPORTED_TYPE_CLEAR_MS } from './file-errors';
import { GroupLabel } from './group-label';
import { UploadIcon } from './icons';

export interface FileUploadProps {
  label: ReactNode;
  value: File | null;
  onChange: (file: File | null) => void;
  /** Allowed types by content type; png and jpeg by default. */
  types?: ReadonlyArray<FileTypeKey>;
  maxSize?: number;
  minSize?: number;
  required?: boolean;
  disabled?: boolean;
  /** An error from the form (e.g. required). */
  error?: string;
  extraInfo?: ReactNode;
  name?: string;
}

/** The object URL of an image file for a preview, revoked when the file changes or on unmount. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file?.type.startsWith('image/')) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** One file, drag and drop or browse, with type checks, preview, remove and change. */
export function FileUpload({
  label,
  value,
  onChange,
  types = DEFAULT_FILE_TYPES,
  maxSize,
  minSize,
  required,
  disabled,
  error,
  extraInfo,
  name,
}: FileUploadProps) {
  const { t } = useLingui();
  const labelId = useId();
  const instructionId = useId();
  const hintId = useId();
  const messageId = useId();
  const [dropError, setDropError] = useState<{ message: string; transient: boolean } | null>(null);
  const accept = useMemo(() => toDropzoneAccept(types), [types]);
  const preview = usePreviewUrl(value);

  useEffect(() => {
    if (!dropError?.transient) return;
    const timer = window.setTimeout(() => setDropError(null), UNSUPPORTED_TYPE_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [dropError]);

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    multiple: false,
    maxFiles: 1,
    maxSize,
    minSize,
    disabled,
    noClick: Boolean(value),
    noKeyboard: Boolean(value),
    onDrop: (accepted, rejections) => {
      const problem = rejectionMessage(rejections, { types, maxSize, minSize });
      if (problem) {
        setDropError(problem);
        return;
      }
      setDropError(null);
      if (accepted[0]) onChange(accepted[0]);
    },
  });

  const message = dropError?.message ?? error;
  const hint = types.map((type) => `.${type}`).join(', ');
  const fileName = value?.name ?? '';

  return (
    <Stack gap="2">
      <GroupLabel id={labelId} required={required}>
        {label}
      </GroupLabel>
      {/* Beside the zone, not inside it: a (programmatically) focusable input must not sit in a button.
          react-dropzone opens it through its ref either way. */}
      <input {...getInputProps({ name, required: required && !value })} data-testid="file-input" />
      <Box
        {...getRootProps({
          // The zone's name holds its visible instruction too (WCAG 2.5.3, label in name).
          'aria-labelledby': value ? labelId : `${labelId} ${instructionId}`,
          'aria-describedby': message ? `${hintId} ${messageId}` : hintId,
          'aria-disabled': disabled || undefined,
        })}
        role={value ? 'group' : 'button'}
        data-testid="drop-zone"
        data-drag-active={isDragActive || undefined}
        {...dropZoneStyle({
          refused: Boolean(message),
          dragActive: isDragActive,
          cursor: disabled ? 'not-allowed' : value ? 'default' : 'pointer',
        })}
      >
        {value ? (
          <HStack gap="4" w="full" justify="space-between" wrap="wrap">
            <HStack gap="3" minW="0">
              {preview ? (
                <Image
                  src={preview}
                  alt={t`Preview of ${fileName}`}
                  boxSize="16"
                  objectFit="cover"
                  borderRadius="sm"
                />
              ) : null}
              <Text truncate>{value.name}</Text>
            </HStack>
            <HStack gap="2">
              <Button
                size="small"
                variant="outline"
                onClick={open}
                disabled={disabled}
                aria-label={t`Change file ${fileName}`}
              >
                <Trans>Change</Trans>
              </Button>
              <Button
                size="small"
                variant="text"
                onClick={() => {
                  setDropError(null);
                  onChange(null);
                }}
                disabled={disabled}
                aria-label={t`Remove file ${fileName}`}
              >
                <Trans>Remove</Trans>
              </Button>
            </HStack>
          </HStack>
        ) : (
          <Stack align="center" gap="1" textAlign="center" color="fg.muted">
            <Box fontSize="2xl" aria-hidden="true">
              <UploadIcon />
            </Box>
            <Text id={instructionId} fontSize="sm">
              {isDragActive ? t`Drop the file here` : t`Drag and drop a file here, or click to browse`}
            </Text>
          </Stack>
        )}
      </Box>
      <Text id={hintId} fontSize="xs" color="fg.muted">
        {extraInfo ?? t`Supported: ${hint}`}
      </Text>
      {message ? (
        <Text id={messageId} role="alert" color="danger.fg" fontSize="sm">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}
