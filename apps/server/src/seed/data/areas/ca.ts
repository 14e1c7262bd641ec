import type { ProvinceSeed } from './types.js';

/** The 10 provinces and 3 territories. */
export const CA_PROVINCES: ProvinceSeed[] = [
  ['CA-AB', 'Alberta', ['Calgary', 'Edmonton', 'Red Deer', 'Lethbridge']],
  ['CA-BC', 'British Columbia', ['Vancouver', 'Surrey', 'Burnaby', 'Victoria', 'Kelowna']],
  ['CA-MB', 'Manitoba', ['Winnipeg', 'Brandon', 'Steinbach']],
  ['CA-NB', 'New Brunswick', ['Moncton', 'Saint John', 'Fredericton']],
  ['CA-NL', 'Newfoundland and Labrador', ["St. John's", 'Mount Pearl', 'Corner Brook']],
  ['CA-NS', 'Nova Scotia', ['Halifax', 'Sydney', 'Truro']],
  ['CA-NT', 'Northwest Territories', ['Yellowknife', 'Hay River', 'Inuvik']],
  ['CA-NU', 'Nunavut', ['Iqaluit', 'Rankin Inlet', 'Arviat']],
  ['CA-ON', 'Ontario', ['Toronto', 'Ottawa', 'Mississauga', 'Hamilton', 'London']],
  ['CA-PE', 'Prince Edward Island', ['Charlottetown', 'Summerside', 'Stratford']],
  ['CA-QC', 'Quebec', ['Montréal', 'Québec City', 'Laval', 'Gatineau']],
  ['CA-SK', 'Saskatchewan', ['Saskatoon', 'Regina', 'Prince Albert']],
  ['CA-YT', 'Yukon', ['Whitehorse', 'Dawson City', 'Watson Lake']],
];
