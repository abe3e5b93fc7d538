import { Badge, DataList, HStack, Link } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { AccountSection } from './account-section';
import type { UserProfile } from './api/get-user-profile';
import { formatPhone } from './format-phone';
import { Identifier } from './identifier';
import { ProfileForm } from './profile-form';

/** A label/value row: the label above its value on a phone, in a fixed column beside it from md up. */
function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item
      flexDirection={{ base: 'column', md: 'row' }}
      alignItems={{ base: 'flex-start', md: 'baseline' }}
      gap={{ base: '1', md: '4' }}
    >
      <DataList.ItemLabel w={{ md: '220px' }} flexShrink={0}>
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The user's own details, shown as label/value pairs or, after "Edit profile", as the profile form. */
export function PersonalDetails({ profile }: { profile: UserProfile }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  return (
    <AccountSection
      id="personal-heading"
      title={t`Personal details`}
      action={
        editing ? null : (
          <Button variant="outline" size="small" onClick={() => setEditing(true)}>
            <Trans>Edit profile</Trans>
          </Button>
        )
      }
    >
      {editing ? (
        <ProfileForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <DataList.Root orientation="vertical" gap="4" aria-label={t`Personal details`}>
          <Item label={t`Name`}>
            <span data-testid="profile-name">
              {profile.first_name} {profile.last_name}
            </span>
          </Item>
          <Item label={t`Email`}>{profile.email}</Item>
          <Item label={t`Phone`}>
            <span data-testid="profile-phone">{formatPhone(profile.phone)}</span>
          </Item>
          <Item label={t`Job title`}>{profile.job_title || '--'}</Item>
          <Item label={t`Two-factor authentication`}>
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={profile.two_factor_enabled ? 'green' : 'gray'} variant="subtle">
                {profile.two_factor_enabled ? t`On` : t`Off`}
              </Badge>
              <Link asChild color="brand.inkStrong" fontSize="sm">
                <RouterLink to={paths.app.settings.getHref()}>
                  <Trans>Manage in settings</Trans>
                </RouterLink>
              </Link>
            </HStack>
          </Item>
          <Item label={t`Member since`}>{formatDate(profile.created_at)}</Item>
          <Item label={t`User ID`}>
            <Identifier value={profile.ref} label={t`user ID`} />
          </Item>
        </DataList.Root>
      )}
    </AccountSection>
  );
}
