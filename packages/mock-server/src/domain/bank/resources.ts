import type { components } from '@portal/api-types/schema';
import { getCountrySpecifications } from 'ibantools';

// The reference lists are served as they are: typed with the contract's shapes so they cannot drift from it.
type S = components['schemas'];

/** ISO 20022 purpose codes. */
export const PAYMENT_REFERENCES: S['PaymentReference'][] = [
  { code: 'SUPP', label: 'Supplier payment' },
  { code: 'GDDS', label: 'Purchase of goods' },
  { code: 'SCVE', label: 'Purchase of services' },
  { code: 'SALA', label: 'Salary' },
  { code: 'RENT', label: 'Rent' },
  { code: 'TAXS', label: 'Tax payment' },
  { code: 'LOAN', label: 'Loan repayment' },
  { code: 'INTC', label: 'Intra-company payment' },
  { code: 'DIVD', label: 'Dividend' },
  { code: 'CHAR', label: 'Charitable donation' },
  { code: 'OTHR', label: 'Other' },
];

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
type ContentType = S['KycContentType'];
const ALL: ContentType[] = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'];
const SCANS: ContentType[] = ['application/pdf', 'image/png', 'image/jpeg'];
const IMAGES: ContentType[] = ['image/png', 'image/jpeg'];

export const KYC_DOCUMENT_TYPES: S['KycDocumentType'][] = [
  {
    code: 'certificate_of_incorporation',
    label: 'Certificate of incorporation',
    allowed: SCANS,
    max: MAX_UPLOAD_BYTES,
  },
  { code: 'proof_of_address', label: 'Proof of address', allowed: ALL, max: MAX_UPLOAD_BYTES },
  { code: 'bank_statement', label: 'Bank statement', allowed: ALL, max: MAX_UPLOAD_BYTES },
  { code: 'passport', label: 'Passport of a director', allowed: IMAGES, max: 5 * 1024 * 1024 },
  {
    code: 'national_id',
    label: 'National identity card of a director',
    allowed: IMAGES,
    max: 5 * 1024 * 1024,
  },
].map((d) => ({
  code: d.code,
  label: d.label,
  allowed_content_types: d.allowed,
  max_size_bytes: d.max,
}));

const COUNTRY_ROWS: [string, string, string, S['BankDetailsScheme']][] = [
  ['GB', 'United Kingdom', 'GBP', 'sort_code'],
  ['IE', 'Ireland', 'EUR', 'iban'],
  ['DE', 'Germany', 'EUR', 'iban'],
  ['FR', 'France', 'EUR', 'iban'],
  ['NL', 'Netherlands', 'EUR', 'iban'],
  ['BE', 'Belgium', 'EUR', 'iban'],
  ['ES', 'Spain', 'EUR', 'iban'],
  ['IT', 'Italy', 'EUR', 'iban'],
  ['AT', 'Austria', 'EUR', 'iban'],
  ['PT', 'Portugal', 'EUR', 'iban'],
  ['FI', 'Finland', 'EUR', 'iban'],
  ['CH', 'Switzerland', 'CHF', 'iban'],
  ['SE', 'Sweden', 'SEK', 'iban'],
  ['NO', 'Norway', 'NOK', 'iban'],
  ['DK', 'Denmark', 'DKK', 'iban'],
  ['PL', 'Poland', 'PLN', 'iban'],
  ['CZ', 'Czechia', 'CZK', 'iban'],
  ['US', 'United States', 'USD', 'aba'],
  ['CA', 'Canada', 'CAD', 'swift'],
  ['JP', 'Japan', 'JPY', 'swift'],
  ['SG', 'Singapore', 'SGD', 'swift'],
  ['HK', 'Hong Kong', 'HKD', 'swift'],
  ['AU', 'Australia', 'AUD', 'swift'],
  ['NZ', 'New Zealand', 'NZD', 'swift'],
  ['ZA', 'South Africa', 'ZAR', 'swift'],
  ['AE', 'United Arab Emirates', 'AED', 'iban'],
  ['IN', 'India', 'INR', 'swift'],
];

export const COUNTRIES: S['Country'][] = COUNTRY_ROWS.map(([code, name, currency, scheme]) => ({
  code,
  name,
  currency,
  bank_details_scheme: scheme,
  iban_length: getCountrySpecifications()[code]?.IBANRegistry
    ? (getCountrySpecifications()[code]?.chars ?? null)
    : null,
}));

type CompanyRow = [string, string, string, string, S['ComplycubeCompany']['status']];
const COMPANY_ROWS: CompanyRow[] = [
  ['Northwind Trading Ltd', '09876543', 'GB', '2014-03-18', 'active'],
  ['Harbour Freight Services Ltd', '04512398', 'GB', '2001-07-02', 'active'],
  ['Pennine Office Supplies Ltd', '07765120', 'GB', '2011-10-11', 'active'],
  ['Thames Valley Logistics Ltd', '08811002', 'GB', '2013-01-25', 'active'],
  ['Kestrel IT Consulting Ltd', '10233987', 'GB', '2016-06-30', 'active'],
  ['Albion Packaging Co', '03456781', 'GB', '1998-09-14', 'inactive'],
  ['Rheinland Maschinenbau GmbH', 'HRB 12345', 'DE', '1987-04-01', 'active'],
  ['Hanse Spedition AG', 'HRB 99812', 'DE', '1995-02-20', 'active'],
  ['Nordlicht Software GmbH', 'HRB 55120', 'DE', '2018-08-08', 'active'],
  ['Acme Exports GmbH', 'HRB 77001', 'DE', '2009-11-30', 'active'],
  ['Delftware Trading B.V.', '34123456', 'NL', '2005-05-05', 'active'],
  ['Atelier Lumière SARL', '512 345 678', 'FR', '2010-03-03', 'active'],
  ['Transports Rhône-Alpes SAS', '498 765 432', 'FR', '2003-12-12', 'active'],
  ['Great Lakes Components Inc.', '5566778', 'US', '1999-01-19', 'active'],
  ['Pacific Rim Imports LLC', '2020123456', 'US', '2020-02-02', 'active'],
  ['Helvetia Präzisionsuhren AG', 'CHE-123.456.789', 'CH', '1978-06-06', 'active'],
  ['Sakura Electronics K.K.', '0100-01-123456', 'JP', '1990-10-10', 'active'],
  ['Liffey Analytics Ltd', '612345', 'IE', '2017-07-07', 'active'],
];

export const COMPLYCUBE_COMPANIES: S['ComplycubeCompany'][] = COMPANY_ROWS.map(
  ([name, registration_number, country, incorporation_date, status]) => ({
    name,
    registration_number,
    country,
    incorporation_date,
    status,
  }),
);

export function searchCompanies(term: string) {
  const q = term.trim().toLowerCase();
  return COMPLYCUBE_COMPANIES.filter(
    (c) =>
      c.name.toLowerCase().includes(q) ||
      c.registration_number.toLowerCase().replace(/\s/g, '').includes(q.replace(/\s/g, '')),
  );
}
