import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DialogActions } from '../../components/dialog-actions';
import { FormSelectField } from '../../components/ui/form-select-field';
import { Modal } from '../../components/ui/modal';
import { TextInput } from '../../components/ui/text-input';
import { roleOptions } from './member-model';
import { RoleSummary } from './role-summary';
import { useInviteForm } from './use-invite-form';

/** Invites a colleague by email with a role (rule TEAM-25); the bank emails them a link valid 7 days. */
export function InviteDialog({
  account,
  organizationName,
  open,
  onClose,
}: {
  account: string;
  organizationName: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { form, submit, pending, failure, clear } = useInviteForm(account, onClose);
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const role = watch('role');
  const close = () => {
    if (pending) return;
    clear();
    onClose();
  };

  return (
    <Modal open={open} onClose={close} type="other" title={t`Invite a team member`} hideFooter>
      <form noValidate aria-label={t`Invite a team member`} onSubmit={submit}>
        <Stack gap="4" pb="2">
          <Text color="fg.muted">
            <Trans>They get an email with a link to join {organizationName}, valid for 7 days.</Trans>
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextInput
              label={t`First name`}
              autoComplete="off"
              required
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextInput
              label={t`Last name`}
              autoComplete="off"
              required
              error={errors.last_name?.message}
              {...register('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="off"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <FormSelectField
            control={control}
            name="role"
            label={t`Role`}
            required
            options={roleOptions()}
            menuPortal
          />
          <RoleSummary role={role} />
          <DialogActions
            failure={failure}
            pending={pending}
            onCancel={close}
            submitLabel={t`Send invitation`}
          />
        </Stack>
      </form>
    </Modal>
  );
}
