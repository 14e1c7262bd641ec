import { h3, html, mail, p, strong, ul, type PageTemplate } from './page-html.js';

/** English texts of the public pages, for every company. */
export const PAGES_EN: PageTemplate = (c) => ({
  privatePolicy: {
    title: 'Privacy Policy',
    html: html(
      p(`${c.company} respects the privacy of every member, customer and visitor. This policy explains which personal data we collect through the member portal and shop, why we use it and what choices you have.`),
      h3('Information we collect'),
      ul([
        'Identity and contact details you give us when you enrol: name as per passport, date of birth, identity number, email address, phone number and addresses.',
        'Bank and payment details needed to pay commissions and to process your orders.',
        'Your orders, bonus volume (BV) and the position of your account in the sponsor and placement organisation.',
        'Technical data such as your IP address and browser, kept in our security logs.',
      ]),
      h3('How we use it'),
      p('We use your data to run your membership: to process orders and deliveries, to calculate and pay bonuses, to show your organisation to your upline as our Policies and Procedures allow, to meet tax and legal duties and to keep the portal secure. We never sell your personal data.'),
      h3('Your rights'),
      p(`You may ask for a copy of your data, ask us to correct it, or close your account at any time, subject to the records we must keep by law. Write to ${mail(c.email)} or call ${c.tel}.`),
    ),
  },
  returnPolicy: {
    title: 'Return Policy',
    html: html(
      p(`We want you to be satisfied with every ${c.company} product. If you are not, you may return it within ${strong(`${c.returnDays} days`)} of delivery under the conditions below.`),
      h3('Conditions'),
      ul([
        'Products must be unopened and in resaleable condition, unless they arrived damaged or faulty.',
        'Include the order number and the packing slip with the return.',
        'Starter kits and sales aids can be returned only together with the cancellation of the membership.',
        'Event tickets and personalised products cannot be returned.',
      ]),
      h3('Refunds'),
      p(`Once we have received and checked the return, we refund the product price in ${c.currency} to the original payment method, or to your e-wallet when you paid with it, within 14 business days. The bonus volume (BV) of returned products is deducted from the period in which it was credited, and bonuses already paid on it are adjusted.`),
      h3('How to start a return'),
      p(`Contact customer service at ${mail(c.email)} or ${c.tel} for a return authorisation before you send anything back.`),
    ),
  },
  shippingInformation: {
    title: 'Shipping Information',
    html: html(
      p(`${c.company} ships the orders placed in the member portal from its distribution centre. Orders paid before 2 p.m. on a business day normally leave the warehouse the same day.`),
      h3('Delivery times'),
      ul([
        'Standard delivery: 3 to 7 business days.',
        'Express delivery, where offered: 1 to 3 business days.',
        "Remote areas may take longer; the courier's tracking link shows the latest status.",
      ]),
      h3('Shipping charges'),
      p(`Shipping charges are calculated at checkout in ${c.currency} from the weight of the order and the delivery address. Autoship orders use the same rates. Where office self-pickup is offered, you can collect your order free of charge.`),
      h3('Damaged or missing items'),
      p(`Please check your parcel when it arrives. Report damaged or missing items within 7 days to ${mail(c.email)}, with photos of the parcel and its contents, and we will send a replacement at no cost to you.`),
    ),
  },
  termsAndCondition: {
    title: 'Terms and Conditions',
    html: html(
      p(`These terms apply to every use of the ${c.company} member portal and shop. By signing in or placing an order you accept them, together with our Policies and Procedures and the compensation plan.`),
      h3('Your account'),
      ul([
        'Keep your login name, password and e-wallet PIN secret; you are responsible for everything done with them.',
        'Keep your contact, bank and tax details up to date.',
        'One membership per person; an account may not be sold or transferred without our written approval.',
      ]),
      h3('Orders and prices'),
      p(`Prices are shown in ${c.currency} and include the taxes stated at checkout. An order is accepted when its payment is confirmed, and its bonus volume (BV) counts in the period in which it is paid.`),
      h3('Earnings'),
      p('Commissions are paid only on the sale of products, never for recruiting. The figures shown in the portal are not a promise of income; what you earn depends on your own effort and sales.'),
      h3('Contact'),
      p(`Questions about these terms: ${mail(c.email)}, ${c.tel}.`),
    ),
  },
  agreement: {
    title: 'Distributor Agreement',
    html: html(
      p(`This agreement is made between ${c.company} and the person enrolling as an independent distributor. Please read it carefully before you submit your application.`),
      h3('An independent business'),
      p(`As a distributor you run your own business. You are not an employee, agent or partner of ${c.company}, and you are responsible for your own taxes, licences and expenses.`),
      h3('What you agree to'),
      ul([
        'To present the products and the compensation plan honestly, without income or health claims the company has not approved.',
        'To follow the Policies and Procedures, which form part of this agreement.',
        'To receive notices about your account and your orders by email.',
      ]),
      h3('Cancellation'),
      p(`You may cancel this agreement at any time by writing to ${mail(c.email)}. If you cancel within ${c.returnDays} days of enrolment, unused starter kits and products bought in that time are refunded in ${c.currency} under the return policy.`),
    ),
  },
});
