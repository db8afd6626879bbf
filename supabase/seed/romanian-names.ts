/**
 * Romanian name and place lists for the demo data. Several names carry diacritics
 * (ș, ț, ă, â, î) so that diacritics-insensitive search has something to find.
 */

export const MALE_FIRST_NAMES = [
  'Andrei',
  'Alexandru',
  'Mihai',
  'Ștefan',
  'Ion',
  'Gheorghe',
  'Vasile',
  'Constantin',
  'Dumitru',
  'Nicolae',
  'Bogdan',
  'Cristian',
  'Daniel',
  'Florin',
  'Gabriel',
  'Ionuț',
  'Marius',
  'Matei',
  'Radu',
  'Sorin',
  'Tudor',
  'Victor',
  'Adrian',
  'Cătălin',
  'Costel',
  'Horia',
  'Iulian',
  'Liviu',
  'Mircea',
  'Ovidiu',
  'Petru',
  'Răzvan',
  'Sebastian',
  'Teodor',
  'Traian',
  'Valentin',
  'David',
  'Luca',
  'Antonio',
  'Eduard',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Ioana',
  'Maria',
  'Elena',
  'Ana',
  'Andreea',
  'Alexandra',
  'Cristina',
  'Mihaela',
  'Gabriela',
  'Daniela',
  'Raluca',
  'Roxana',
  'Simona',
  'Laura',
  'Diana',
  'Irina',
  'Oana',
  'Carmen',
  'Georgiana',
  'Ștefania',
  'Bianca',
  'Larisa',
  'Lăcrămioara',
  'Florentina',
  'Adina',
  'Alina',
  'Corina',
  'Doina',
  'Ileana',
  'Luminița',
  'Mădălina',
  'Monica',
  'Otilia',
  'Paula',
  'Rodica',
  'Sânziana',
  'Tatiana',
  'Viorica',
  'Sofia',
  'Antonia',
] as const;

export const LAST_NAMES = [
  'Popescu',
  'Ionescu',
  'Popa',
  'Pop',
  'Radu',
  'Dumitru',
  'Stan',
  'Stoica',
  'Gheorghe',
  'Matei',
  'Ciobanu',
  'Rusu',
  'Mărginean',
  'Mureșan',
  'Moldovan',
  'Oprea',
  'Lungu',
  'Munteanu',
  'Constantinescu',
  'Dobre',
  'Barbu',
  'Nistor',
  'Florea',
  'Tănase',
  'Sârbu',
  'Bălan',
  'Cozma',
  'Toma',
  'Diaconu',
  'Avram',
  'Ilie',
  'Coman',
  'Neagu',
  'Crăciun',
  'Bucur',
  'Pătrașcu',
  'Țurcanu',
  'Sălăjan',
  'Hossu',
  'Rădulescu',
  'Vlad',
  'Chiriac',
  'Grigoraș',
  'Lazăr',
  'Surdu',
  'Ursu',
  'Zăgrean',
  'Căpraru',
  'Moraru',
  'Bejan',
  'Pîrvu',
  'Iordache',
  'Șerban',
  'Ardelean',
  'Fărcaș',
  'Haiduc',
  'Costea',
  'Bota',
  'Onofrei',
  'Apostol',
] as const;

export interface City {
  name: string;
  /** CNP county code of births registered there. */
  countyCode: number;
  /** ID card series issued there. */
  idSeries: readonly string[];
  /** Who issues ID cards there. */
  idIssuer: string;
  streets: readonly string[];
  /** Phone prefix of landlines (with the leading 0). */
  landline: string;
}

export const CLUJ_NAPOCA: City = {
  name: 'Cluj-Napoca',
  countyCode: 12,
  idSeries: ['CJ', 'KX'],
  idIssuer: 'SPCLEP Cluj-Napoca',
  landline: '0264',
  streets: [
    'Str. Memorandumului',
    'Calea Dorobanților',
    'Str. Republicii',
    'Bd. 21 Decembrie 1989',
    'Str. Observatorului',
    'Calea Florești',
    'Str. Fabricii de Zahăr',
    'Str. Horea',
    'Calea Turzii',
    'Str. Avram Iancu',
    'Str. Donath',
    'Str. Moților',
    'Bd. Eroilor',
    'Str. Teodor Mihali',
    'Calea Mănăștur',
    'Str. Plopilor',
    'Str. Nicolae Titulescu',
    'Str. Constanța',
  ],
};

export const IASI: City = {
  name: 'Iași',
  countyCode: 22,
  idSeries: ['IS', 'MX', 'MZ'],
  idIssuer: 'SPCLEP Iași',
  landline: '0232',
  streets: [
    'Bd. Ștefan cel Mare și Sfânt',
    'Str. Lăpușneanu',
    'Bd. Carol I',
    'Str. Păcurari',
    'Șos. Păcurari',
    'Bd. Independenței',
    'Str. Sărărie',
    'Bd. Tudor Vladimirescu',
    'Str. Vasile Lupu',
    'Șos. Nicolina',
    'Str. Cuza Vodă',
    'Bd. Copou',
    'Str. Aurel Vlaicu',
    'Str. Gării',
  ],
};

export const TIMISOARA: City = {
  name: 'Timișoara',
  countyCode: 35,
  idSeries: ['TM', 'TZ'],
  idIssuer: 'SPCLEP Timișoara',
  landline: '0256',
  streets: [
    'Bd. Revoluției din 1989',
    'Str. Alba Iulia',
    'Calea Aradului',
    'Bd. Take Ionescu',
    'Str. Mărășești',
    'Calea Șagului',
  ],
};

/** Counties people were born in besides the clinic's own (code, weight). */
export const OTHER_BIRTH_COUNTIES: ReadonlyArray<readonly [number, number]> = [
  [1, 2], // Alba
  [5, 2], // Bihor
  [6, 2], // Bistrița-Năsăud
  [24, 2], // Maramureș
  [26, 2], // Mureș
  [31, 2], // Sălaj
  [4, 2], // Bacău
  [7, 2], // Botoșani
  [27, 2], // Neamț
  [33, 2], // Suceava
  [37, 2], // Vaslui
  [40, 1], // București
  [35, 1], // Timiș
];

/** ASCII form of a Romanian text for e-mail local parts (ș → s, ă → a, ...). */
export function asciiFold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase();
}
