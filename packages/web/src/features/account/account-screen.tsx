import {
  Badge,
  Box,
  DataList,
  Flex,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Fragment, type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { CopyToClipboard } from '../../components/ui/copy-to-clipboard';
import { LoadErrorBanner } from '../../components/ui/load-error-banner';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { formatPhone } from '../../lib/format-phone';
import { ROLE_LABELS } from '../../lib/roles';
import { useOrganizationAccounts } from '../../lib/session/current-account';
import { type UserProfile, useUserProfileQuery } from './api/get-user-profile';
import { ProfileForm } from './profile-form';

/** Break opportunities after each underscore only, so 'ba_northwind_treasury' wraps as ba_ / northwind_ / treasury. */
function breakAfterUnderscores(value: string): ReactNode[] {
  let start = 0;
  return value.split(/(?<=_)/).map((part) => {
    const key = start;
    start += part.length;
    return (
      <Fragment key={key}>
        {key > 0 ? <wbr /> : null}
        {part}
      </Fragment>
    );
  });
}

/** An identifier in monospace with its copy button; on a narrow column it wraps between its words. */
function Identifier({ value, label }: { value: string; label: string }) {
  return (
    <HStack gap="1" align="center">
      <Text as="span" fontFamily="mono" fontSize="sm" overflowWrap="break-word" data-identifier={value}>
        {breakAfterUnderscores(value)}
      </Text>
      <CopyToClipboard text={value} label={label} size="xs" />
    </HStack>
  );
}

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

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align="center" gap="3" mb="4" wrap="wrap">
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Box>
  );
}

function PersonalDetails({ profile }: { profile: UserProfile }) {
  const [editing, setEditing] = useState(false);
  return (
    <Section
      id="personal-heading"
      title="Personal details"
      action={
        editing ? null : (
          <Button variant="outline" size="small" onClick={() => setEditing(true)}>
            Edit profile
          </Button>
        )
      }
    >
      {editing ? (
        <ProfileForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <DataList.Root orientation="vertical" gap="4" aria-label="Personal details">
          <Item label="Name">
            <span data-testid="profile-name">
              {profile.first_name} {profile.last_name}
            </span>
          </Item>
          <Item label="Email">{profile.email}</Item>
          <Item label="Phone">
            <span data-testid="profile-phone">{formatPhone(profile.phone)}</span>
          </Item>
          <Item label="Job title">{profile.job_title || '--'}</Item>
          <Item label="Two-factor authentication">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={profile.two_factor_enabled ? 'green' : 'gray'} variant="subtle">
                {profile.two_factor_enabled ? 'On' : 'Off'}
              </Badge>
              <Link asChild color="brand.700" fontSize="sm">
                <RouterLink to={paths.app.settings.getHref()}>Manage in settings</RouterLink>
              </Link>
            </HStack>
          </Item>
          <Item label="Member since">{formatDate(profile.created_at)}</Item>
          <Item label="User ID">
            <Identifier value={profile.ref} label="user ID" />
          </Item>
        </DataList.Root>
      )}
    </Section>
  );
}

const currencyCodes = (bank: { currencies: ReadonlyArray<{ code: string }> }) =>
  bank.currencies.map((currency) => currency.code).join(', ');

function Organizations({ profile }: { profile: UserProfile }) {
  const accounts = useOrganizationAccounts();
  return (
    <Section id="organizations-heading" title="Organizations and roles">
      <Stack gap="4">
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Organizations and roles">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">Organization</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Role</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Organization ID</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {profile.organizations.map((org) => (
                <Table.Row key={org.ref}>
                  <Table.Cell fontWeight="medium">{org.name}</Table.Cell>
                  <Table.Cell>{ROLE_LABELS[org.role]}</Table.Cell>
                  <Table.Cell>
                    <Identifier value={org.ref} label={`${org.name} ID`} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        {accounts.length > 0 ? (
          <Stack gap="3">
            <Heading as="h3" size="md">
              Bank accounts
            </Heading>
            <Box overflowX="auto">
              <Table.Root size="sm" aria-label="Bank accounts">
                <Table.Header>
                  <Table.Row>
                    {/* On a phone the organization and currencies sit under the account's name. */}
                    <Table.ColumnHeader scope="col" hideBelow="md">
                      Organization
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">Bank account</Table.ColumnHeader>
                    <Table.ColumnHeader scope="col" hideBelow="md">
                      Currencies
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">Bank account ID</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {accounts.flatMap((account) =>
                    account.bank_accounts.map((bank) => (
                      <Table.Row key={bank.ref}>
                        <Table.Cell hideBelow="md">{account.name}</Table.Cell>
                        <Table.Cell>
                          <Text fontWeight="medium">{bank.name}</Text>
                          <Text hideFrom="md" color="fg.muted" fontSize="xs">
                            {account.name}
                            <br />
                            {currencyCodes(bank)}
                          </Text>
                        </Table.Cell>
                        <Table.Cell hideBelow="md">{currencyCodes(bank)}</Table.Cell>
                        <Table.Cell>
                          <Identifier value={bank.ref} label={`${bank.name} ID`} />
                        </Table.Cell>
                      </Table.Row>
                    )),
                  )}
                </Table.Body>
              </Table.Root>
            </Box>
          </Stack>
        ) : null}
      </Stack>
    </Section>
  );
}

/** The account profile: personal details (editable), organizations and roles, copyable identifiers. */
export function AccountScreen() {
  const query = useUserProfileQuery();
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Account profile
      </Heading>
      {query.isPending ? (
        <Stack gap="3" aria-busy="true" aria-label="Loading profile">
          <Skeleton height="48" />
          <Skeleton height="32" />
        </Stack>
      ) : query.isError ? (
        <LoadErrorBanner
          title="Your profile could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <PersonalDetails profile={query.data} />
          <Organizations profile={query.data} />
        </>
      )}
    </Stack>
  );
}
