import { open } from './route-helpers';
import type { PageRoute } from './route-types';

/** Spec 2.1: opened without the login check. */
export const PUBLIC_ROUTES: PageRoute[] = [
  open('/login', 'login', 'login'),
  open('/silentLogin', 'silentLogin', 'silentLogin', { kind: 'silent' }),
  open('/vcardSilentLogin', 'silentLogin', 'silentLogin', { kind: 'vcard' }),
  open('/auth-redirect', 'silentLogin', 'silentLogin', { kind: 'silent' }),
  open('/agreement', 'publicPage', 'agreement', { pageCode: 'agreement' }),
  open('/privatePolicy', 'publicPage', 'privatePolicy', { pageCode: 'privatePolicy' }),
  open('/returnPolicy', 'publicPage', 'returnPolicy', { pageCode: 'returnPolicy' }),
  open('/shippingInformation', 'publicPage', 'shippingInformation', {
    pageCode: 'shippingInformation',
  }),
  open('/termsAndCondition', 'publicPage', 'termsAndCondition', { pageCode: 'termsAndCondition' }),
  open('/Retrieveinformation', 'retrieveInformation', 'Retrieveinformation'),
  open('/ForgetLoginName', 'forgetLoginName', 'ForgetLoginName'),
  open('/emailVerify', 'emailVerify', 'emailVerify'),
  open('/shopping/HistoryOrders/InvoiceOss', 'invoice', 'InvoiceOss', { kind: 'oss' }),
  open('/collectInfo', 'collectInfo', 'collectInfo'),
  open('/collectInfo/application', 'collectInfo', 'collectInfoApplication'),
  open('/collectInfo/welcome', 'collectInfo', 'collectInfoWelcome'),
  open('/collectInfo/submitSuccessful', 'collectInfo', 'collectInfoSubmitSuccessful'),
  open('/404', 'notFound', 'notFound'),
  open('/401', 'unauthorized', 'unauthorized'),
  open('/redirect/*', 'redirect', 'redirect'),
];
