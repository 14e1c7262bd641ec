/**
 * Money on screen: the contract's one money format (the company's currency as its narrow
 * sign, the member's locale, exact digits), the one the server writes texts with.
 */
export { currencySign, formatMoney } from '@portal/contract';
