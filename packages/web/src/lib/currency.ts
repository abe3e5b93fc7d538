/** Minor units live once, beside the contract, for the app and the mock bank alike. */
export { currencyMinorUnits as getCurrencyMinorUnits } from '@portal/api-types/currency-minor-units';
