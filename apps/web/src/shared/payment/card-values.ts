/** The card fields' values, as a form holds them (named alike on every page that takes a card). */
export interface CardValues {
  cardNumber?: string;
  cardExpiry?: string;
  cardCvc?: string;
  cardHolder?: string;
}

/** The card as the server takes it: the number without the spaces a member may type. */
export function cardOf(values: CardValues) {
  return {
    number: (values.cardNumber ?? '').replace(/\s+/g, ''),
    expiry: values.cardExpiry ?? '',
    cvc: values.cardCvc ?? '',
    holder: values.cardHolder ?? '',
  };
}
