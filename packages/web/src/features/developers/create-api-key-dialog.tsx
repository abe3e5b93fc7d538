import { HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useController } from 'react-hook-form';
import { DialogActions } from '../../components/dialog-actions';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { ChecklistField } from '../../components/ui/checklist-field';
import { DateField } from '../../components/ui/date-field';
import { Modal } from '../../components/ui/modal';
import { StickyActions } from '../../components/ui/sticky-actions';
import { TextInput } from '../../components/ui/text-input';
import { dayjs } from '../../lib/dayjs';
import { DATE_VALUE_FORMAT } from '../../lib/format-date';
import type { ApiKeyCreated } from './api/api-keys';
import { API_KEY_SCOPES, PRESET_SCOPES, type ScopePreset, scopeLabel, scopePreset } from './developers-model';
import { SecretValue } from './secret-value';
import { useApiKeyForm } from './use-api-key-form';

/**
 * Creates an API key: a name, what it may do (a checklist in words, with "Read only" and "Read and write"), an
 * optional last day. Then its secret, shown this once, to copy.
 */
export function CreateApiKeyDialog({
  account,
  open,
  onClose,
}: {
  account: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { form, submit, pending, failure, created, clear } = useApiKeyForm(account);
  const close = () => {
    if (pending) return;
    clear();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      type="other"
      title={created ? t`Copy your API key` : t`Create an API key`}
      hideFooter
    >
      {created ? (
        <CreatedKey created={created} onDone={close} />
      ) : (
        <form noValidate aria-label={t`Create an API key`} onSubmit={submit}>
          <Stack gap="4" pb="2">
            <KeyForm form={form} />
            <DialogActions failure={failure} pending={pending} onCancel={close} submitLabel={t`Create key`} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function KeyForm({ form }: { form: ReturnType<typeof useApiKeyForm>['form'] }) {
  const { t } = useLingui();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const scopes = useController({ control, name: 'scopes' });
  const expires = useController({ control, name: 'expires_on' });
  const preset = scopePreset(scopes.field.value);
  const choose = (chosen: ScopePreset) =>
    setValue('scopes', [...PRESET_SCOPES[chosen]], { shouldDirty: true });
  const today = dayjs().format(DATE_VALUE_FORMAT);

  return (
    <>
      <TextInput
        label={t`Name`}
        autoComplete="off"
        required
        extraInfo={t`What will use it, such as "ERP sync". People read it in the audit log.`}
        error={errors.name?.message}
        {...register('name')}
      />
      <ChecklistField
        legend={t`What the key may do`}
        name={scopes.field.name}
        options={API_KEY_SCOPES.map((scope) => ({ value: scope, label: scopeLabel(scope) }))}
        value={scopes.field.value}
        onChange={scopes.field.onChange}
        onBlur={scopes.field.onBlur}
        error={scopes.fieldState.error?.message}
        helper={t`A key never approves payments or manages the team, and never does more than your role allows.`}
      >
        <HStack gap="2" wrap="wrap" role="group" aria-label={t`Presets`}>
          <Button
            size="small"
            variant={preset === 'read_only' ? 'secondary' : 'outline'}
            aria-pressed={preset === 'read_only'}
            onClick={() => choose('read_only')}
          >
            <Trans>Read only</Trans>
          </Button>
          <Button
            size="small"
            variant={preset === 'read_write' ? 'secondary' : 'outline'}
            aria-pressed={preset === 'read_write'}
            onClick={() => choose('read_write')}
          >
            <Trans>Read and write</Trans>
          </Button>
        </HStack>
      </ChecklistField>
      <DateField
        label={t`Expires on`}
        name={expires.field.name}
        value={expires.field.value}
        onChange={expires.field.onChange}
        minDate={today}
        error={expires.fieldState.error?.message}
        extraInfo={t`Optional. The key stops working at the end of this day. Leave it empty for a key that does not expire.`}
      />
    </>
  );
}

function CreatedKey({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const { t } = useLingui();
  const name = created.key.name;
  return (
    <Stack gap="4" pb="2">
      <Text>
        <Trans>Your API key “{name}” is ready.</Trans>
      </Text>
      <AlertBanner type="warning">
        <Trans>Copy the key now and keep it somewhere safe. It will not be shown again.</Trans>
      </AlertBanner>
      <SecretValue value={created.secret} label={t`API key`} />
      <StickyActions>
        <Button onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </StickyActions>
    </Stack>
  );
}
