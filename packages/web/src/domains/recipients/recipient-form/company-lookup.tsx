import { Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@portal/api-types';
import { getErrorText } from '@portal/api-types';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';

export type Company = components['schemas']['ComplycubeCompany'];

export interface CompanyLookupProps {
  search: (term: string) => Promise<Company[]>;
  onPick: (company: Company) => void;
}

/** Finds a registered company by name or number and hands the chosen one to the form. */
export function CompanyLookup({ search, onPick }: CompanyLookupProps) {
  const { t } = useLingui();
  const [term, setTerm] = useState('');
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'loading' }
    | { kind: 'done'; results: Company[] }
    | { kind: 'error'; message: string }
  >({ kind: 'idle' });
  const [hint, setHint] = useState<string | undefined>();

  const run = async () => {
    const q = term.trim();
    if (q.length < 2 || q.length > 100) {
      setHint(t`Enter 2 to 100 characters of the company name or number.`);
      return;
    }
    setHint(undefined);
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'done', results: await search(q) });
    } catch (error) {
      setState({ kind: 'error', message: getErrorText(error) });
    }
  };

  return (
    <Stack gap="2" borderWidth="1px" borderColor="border" borderRadius="md" p="3">
      <HStack align="flex-end" gap="2">
        <Box flex="1">
          <TextInput
            label={t`Find the company`}
            value={term}
            error={hint}
            extraInfo={t`Name or registration number; fills in the legal name and number.`}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void run();
              }
            }}
          />
        </Box>
      </HStack>
      <Button
        variant="outline"
        size="small"
        alignSelf="flex-start"
        loading={state.kind === 'loading'}
        onClick={run}
      >
        <Trans>Search companies</Trans>
      </Button>
      {state.kind === 'error' ? (
        <Text color="danger.fg" fontSize="sm" role="alert">
          {state.message}
        </Text>
      ) : null}
      {state.kind === 'done' ? (
        state.results.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" role="status">
            <Trans>No company found.</Trans>
          </Text>
        ) : (
          <List.Root aria-label={t`Companies found`} gap="1" listStyleType="none">
            {state.results.slice(0, 8).map((company) => (
              <List.Item key={`${company.country}-${company.registration_number}`}>
                <Button
                  variant="text"
                  size="small"
                  onClick={() => {
                    onPick(company);
                    setState({ kind: 'idle' });
                  }}
                >
                  {`${company.name} · ${company.registration_number} · ${company.country}`}
                </Button>
              </List.Item>
            ))}
          </List.Root>
        )
      ) : null}
    </Stack>
  );
}
