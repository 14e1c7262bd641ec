import type { AddressLookup } from '../../lib/ports/index.js';

// the port lives in lib/ports (AppDeps is made of it); its name stays reachable here
export type { AddressLookup };

/** Until an address book is wired: no address is found, so only pickup modes can be used. */
export const noAddressBook: AddressLookup = async () => null;
