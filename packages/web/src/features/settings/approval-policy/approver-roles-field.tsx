import { Checkbox, CheckboxGroup, Fieldset, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { components } from '@portal/api-types';
import { type Control, useController } from 'react-hook-form';
import { roleLabelPlural } from '../../../domains/session/role-words';
import type { ApprovalRuleFormValues } from './approval-rule-schema';

type Role = components['schemas']['Role'];

/**
 * The roles whose members may approve, as checkboxes (the roles holding payments.approve), with the error
 * under the group.
 */
export function ApproverRolesField({
  control,
  roles,
  loadFailed,
}: {
  control: Control<ApprovalRuleFormValues>;
  roles: readonly Role[];
  loadFailed: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'approver_roles' });
  const error = fieldState.error?.message;
  // The least powerful role first, as the rule's summary says them ("Approvers, Admins or Owners").
  const offered = [...roles].reverse();
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        <Trans>Who may approve</Trans>
      </Fieldset.Legend>
      {loadFailed ? (
        <Text fontSize="sm" color="danger.fg">
          <Trans>The roles could not be loaded. Close the dialog and try again.</Trans>
        </Text>
      ) : (
        <CheckboxGroup
          name={field.name}
          value={field.value}
          onValueChange={(value) => field.onChange(roles.filter((role) => value.includes(role)))}
        >
          <HStack gap="5" wrap="wrap">
            {offered.map((role) => (
              <Checkbox.Root key={role} value={role} colorPalette="brand" onBlur={field.onBlur}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{roleLabelPlural(role)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
        </CheckboxGroup>
      )}
      {error ? (
        <Fieldset.ErrorText color="danger.fg" fontSize="sm">
          {error}
        </Fieldset.ErrorText>
      ) : (
        <Fieldset.HelperText color="fg.muted" fontSize="sm">
          <Trans>Only roles that may approve payments are offered. Nobody approves their own payment.</Trans>
        </Fieldset.HelperText>
      )}
    </Fieldset.Root>
  );
}
