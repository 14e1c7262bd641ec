import type { ProvinceSeed } from './types.js';

/** The 20 regions. */
export const IT_PROVINCES: ProvinceSeed[] = [
  ['IT-65', 'Abruzzo', ["L'Aquila", 'Pescara', 'Chieti', 'Teramo']],
  ['IT-77', 'Basilicata', ['Potenza', 'Matera']],
  ['IT-78', 'Calabria', ['Catanzaro', 'Reggio Calabria', 'Cosenza']],
  ['IT-72', 'Campania', ['Napoli', 'Salerno', 'Caserta', 'Avellino']],
  ['IT-45', 'Emilia-Romagna', ['Bologna', 'Parma', 'Modena', 'Rimini']],
  ['IT-36', 'Friuli-Venezia Giulia', ['Trieste', 'Udine', 'Pordenone']],
  ['IT-62', 'Lazio', ['Roma', 'Latina', 'Viterbo', 'Frosinone']],
  ['IT-42', 'Liguria', ['Genova', 'La Spezia', 'Savona', 'Sanremo']],
  ['IT-25', 'Lombardia', ['Milano', 'Bergamo', 'Brescia', 'Como', 'Monza']],
  ['IT-57', 'Marche', ['Ancona', 'Pesaro', 'Macerata']],
  ['IT-67', 'Molise', ['Campobasso', 'Isernia', 'Termoli']],
  ['IT-21', 'Piemonte', ['Torino', 'Novara', 'Alessandria', 'Asti']],
  ['IT-75', 'Puglia', ['Bari', 'Taranto', 'Foggia', 'Lecce']],
  ['IT-88', 'Sardegna', ['Cagliari', 'Sassari', 'Olbia']],
  ['IT-82', 'Sicilia', ['Palermo', 'Catania', 'Messina', 'Siracusa']],
  ['IT-52', 'Toscana', ['Firenze', 'Pisa', 'Livorno', 'Siena']],
  ['IT-32', 'Trentino-Alto Adige', ['Trento', 'Bolzano', 'Rovereto']],
  ['IT-55', 'Umbria', ['Perugia', 'Terni', 'Foligno']],
  ['IT-23', "Valle d'Aosta", ['Aosta', 'Saint-Vincent']],
  ['IT-34', 'Veneto', ['Venezia', 'Verona', 'Padova', 'Vicenza']],
];
