import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText, getFieldErrors } from '@portal/api-types';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { toastSuccess } from '../../lib/toast';
import { useForm } from '../../lib/use-form';
import type { UserProfile } from './api/get-user-profile';
import { useUpdateUserProfileMutation } from './api/update-user-profile';
import { type ProfileValues, profileSchema, toProfileUpdate } from './profile-schema';

const FIELDS = ['first_name', 'last_name', 'phone', 'job_title'] as const;

export interface ProfileFormProps {
  profile: UserProfile;
  onDone: () => void;
}

/** Edits what the contract allows (names, phone, job title); server field errors show under each field. */
export function ProfileForm({ profile, onDone }: ProfileFormProps) {
  const { t } = useLingui();
  const update = useUpdateUserProfileMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone: profile.phone ?? '',
      job_title: profile.job_title ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(toProfileUpdate(values));
      toastSuccess(t`Profile saved`);
      onDone();
    } catch (error) {
      const fieldErrors = getFieldErrors(error);
      let first = true;
      for (const field of FIELDS) {
        const message = fieldErrors[field];
        if (message) {
          setError(field, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
      }
    }
  });

  const fieldErrors = getFieldErrors(update.error);
  const unplaced = update.isError && !FIELDS.some((field) => fieldErrors[field]);

  return (
    <form noValidate aria-label={t`Edit profile`} onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextInput
            label={t`First name`}
            required
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextInput
            label={t`Last name`}
            required
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
          <TextInput
            label={t`Phone`}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            extraInfo={t`International format, such as +44 7700 900123. Leave empty to remove.`}
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextInput
            label={t`Job title`}
            autoComplete="organization-title"
            error={errors.job_title?.message}
            {...register('job_title')}
          />
        </SimpleGrid>
        {unplaced ? (
          <AlertBanner type="error">
            <Text whiteSpace="pre-line">{getErrorText(update.error)}</Text>
          </AlertBanner>
        ) : null}
        <HStack gap="3">
          <Button type="submit" loading={update.isPending}>
            <Trans>Save changes</Trans>
          </Button>
          <Button variant="outline" onClick={onDone} disabled={update.isPending}>
            <Trans>Cancel</Trans>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
