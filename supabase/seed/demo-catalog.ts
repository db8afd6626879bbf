/**
 * The fixed part of the demo data: clinics, their people, services and partners, and the
 * Romanian texts that the generated rows (tasks, medical history, record items) draw from.
 */
import type { WeekdayName } from '#core/calendar-days.ts';
import { type City, CLUJ_NAPOCA, IASI, TIMISOARA } from './romanian-names.ts';

export const DEMO_PASSWORD = 'cabinet-demo';

export type Role = 'doctor' | 'staff' | 'admin' | 'super_admin';
export type ClinicKey = 'aurora' | 'nova' | 'lotus';

/** The demo sign-ins (all with DEMO_PASSWORD), for tests and docs. */
export const DEMO_ACCOUNTS = [
  { email: 'super@cabinet.demo', role: 'super_admin', clinic: null },
  { email: 'admin@aurora.cabinet.demo', role: 'admin', clinic: 'Clinica Aurora' },
  { email: 'staff@aurora.cabinet.demo', role: 'staff', clinic: 'Clinica Aurora' },
  { email: 'doctor@aurora.cabinet.demo', role: 'doctor', clinic: 'Clinica Aurora' },
  { email: 'admin@nova.cabinet.demo', role: 'admin', clinic: 'Clinica Nova' },
] as const satisfies ReadonlyArray<{ email: string; role: Role; clinic: string | null }>;

export type Weekday = WeekdayName;

export interface DaySchedule {
  open: boolean;
  start: string;
  end: string;
}

export type WeekSchedule = Record<Weekday, DaySchedule>;

function week(weekdays: DaySchedule, saturday: DaySchedule, sunday: DaySchedule): WeekSchedule {
  return {
    monday: weekdays,
    tuesday: weekdays,
    wednesday: weekdays,
    thursday: weekdays,
    friday: weekdays,
    saturday,
    sunday,
  };
}

export interface PersonSpec {
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  role: Role;
  /** Sign-in e-mail. */
  email: string;
  specialization: string | null;
  grade: 'primar' | 'specialist' | 'resident' | 'generalist' | 'consultant' | 'adjunct' | 'principal' | null;
  collaboration: 'internal' | 'external';
  birthDate: string;
}

export interface PartnerSpec {
  name: string;
  type: 'hospital' | 'clinic' | 'laboratory' | 'pharmacy' | 'insurance' | 'other';
  /** Mail domain of the contact person. */
  domain: string;
  status: 'active' | 'inactive' | 'pending' | 'expired';
  /** 0 (none) to 5. */
  rating: number;
  contactPerson: string;
  address: string;
  notes: string;
}

export interface ClinicSpec {
  key: ClinicKey;
  name: string;
  companyName: string;
  taxCode: string;
  address: string;
  city: City;
  phone: string;
  email: string;
  website: string;
  licenseDate: string;
  status: 'active' | 'inactive';
  schedule: WeekSchedule;
  /** Mail domain of the clinic's accounts. */
  domain: string;
  /** Service SKU prefix. */
  skuPrefix: string;
  people: readonly PersonSpec[];
  patientCount: number;
  taskCount: number;
  partners: readonly PartnerSpec[];
  /** Inactive clinics keep a few rows and no calendar. */
  withAppointments: boolean;
}

const OPEN = (start: string, end: string): DaySchedule => ({ open: true, start, end });
const CLOSED = (start: string, end: string): DaySchedule => ({ open: false, start, end });

function doctor(
  firstName: string,
  lastName: string,
  gender: 'male' | 'female',
  email: string,
  specialization: string,
  grade: PersonSpec['grade'],
  birthDate: string,
  collaboration: PersonSpec['collaboration'] = 'internal',
): PersonSpec {
  return {
    firstName,
    lastName,
    gender,
    role: 'doctor',
    email,
    specialization,
    grade,
    collaboration,
    birthDate,
  };
}

function member(
  firstName: string,
  lastName: string,
  gender: 'male' | 'female',
  role: Role,
  email: string,
  birthDate: string,
): PersonSpec {
  return {
    firstName,
    lastName,
    gender,
    role,
    email,
    specialization: null,
    grade: null,
    collaboration: 'internal',
    birthDate,
  };
}

export const SUPER_ADMIN: PersonSpec = member(
  'Vlad',
  'Constantinescu',
  'male',
  'super_admin',
  'super@cabinet.demo',
  '1978-06-14',
);

export const CLINICS: readonly ClinicSpec[] = [
  {
    key: 'aurora',
    name: 'Clinica Aurora',
    companyName: 'Aurora Medical Center SRL',
    taxCode: 'RO31245671',
    address: 'Str. Memorandumului nr. 28',
    city: CLUJ_NAPOCA,
    phone: '0264598211',
    email: 'contact@clinica-aurora.ro',
    website: 'https://www.clinica-aurora.ro',
    licenseDate: '2014-03-17',
    status: 'active',
    schedule: week(OPEN('08:00', '18:00'), OPEN('09:00', '14:00'), CLOSED('09:00', '14:00')),
    domain: 'aurora.cabinet.demo',
    skuPrefix: 'AUR',
    people: [
      member('Camelia', 'Rusu', 'female', 'admin', 'admin@aurora.cabinet.demo', '1982-02-09'),
      member('Bianca', 'Moldovan', 'female', 'staff', 'staff@aurora.cabinet.demo', '1995-11-23'),
      doctor('Andrei', 'Mureșan', 'male', 'doctor@aurora.cabinet.demo', 'cardiology', 'primar', '1976-04-18'),
      doctor(
        'Corina',
        'Avram',
        'female',
        'corina.avram@aurora.cabinet.demo',
        'cardiology',
        'resident',
        '1994-08-02',
      ),
      doctor(
        'Ioana',
        'Mărginean',
        'female',
        'ioana.marginean@aurora.cabinet.demo',
        'neurology',
        'specialist',
        '1985-01-30',
      ),
      doctor('Ștefan', 'Pop', 'male', 'stefan.pop@aurora.cabinet.demo', 'pediatrics', 'primar', '1971-09-12'),
      doctor(
        'Elena',
        'Sălăjan',
        'female',
        'elena.salajan@aurora.cabinet.demo',
        'dermatology',
        'specialist',
        '1988-05-27',
      ),
      doctor(
        'Radu',
        'Ardelean',
        'male',
        'radu.ardelean@aurora.cabinet.demo',
        'ophthalmology',
        'primar',
        '1969-12-03',
        'external',
      ),
      doctor(
        'Mihaela',
        'Crăciun',
        'female',
        'mihaela.craciun@aurora.cabinet.demo',
        'endocrinology',
        'specialist',
        '1983-07-21',
      ),
      doctor(
        'Tudor',
        'Hossu',
        'male',
        'tudor.hossu@aurora.cabinet.demo',
        'family_medicine',
        'specialist',
        '1990-03-08',
      ),
    ],
    patientCount: 220,
    taskCount: 26,
    withAppointments: true,
    partners: [
      {
        name: 'Spitalul Clinic Județean de Urgență Cluj',
        domain: 'scjucluj.ro',
        status: 'active',
        rating: 5,
        type: 'hospital',
        contactPerson: 'Dr. Horia Lazăr',
        address: 'Str. Clinicilor nr. 3-5',
        notes: 'Trimiteri pentru internări și urgențe; protocol semnat pentru transfer rapid.',
      },
      {
        name: 'Institutul Inimii Cluj-Napoca',
        domain: 'institutulinimii.ro',
        status: 'active',
        rating: 5,
        type: 'hospital',
        contactPerson: 'Dr. Adrian Bota',
        address: 'Calea Moților nr. 19-21',
        notes: 'Colaborare pentru coronarografii și intervenții cardiace.',
      },
      {
        name: 'Spitalul Clinic de Recuperare Cluj',
        domain: 'recuperarecluj.ro',
        status: 'active',
        rating: 4,
        type: 'hospital',
        contactPerson: 'Monica Iordache',
        address: 'Str. Viilor nr. 46-50',
        notes: 'Programe de recuperare medicală după traumatisme.',
      },
      {
        name: 'Synevo',
        domain: 'synevo.ro',
        status: 'active',
        rating: 4,
        type: 'laboratory',
        contactPerson: 'Oana Neagu',
        address: 'Str. Observatorului nr. 34',
        notes: 'Recoltare în clinică de luni până vineri, rezultate online în 24 de ore.',
      },
      {
        name: 'Bioclinica',
        domain: 'bioclinica.ro',
        status: 'active',
        rating: 4,
        type: 'laboratory',
        contactPerson: 'Liviu Coman',
        address: 'Calea Dorobanților nr. 70',
        notes: 'Analize de laborator cu preț preferențial pentru pacienții clinicii.',
      },
      {
        name: 'Affidea',
        domain: 'affidea.ro',
        status: 'active',
        rating: 4,
        type: 'clinic',
        contactPerson: 'Diana Surdu',
        address: 'Str. Republicii nr. 109',
        notes: 'Investigații RMN și CT, programări prioritare.',
      },
      {
        name: 'Regina Maria',
        domain: 'reginamaria.ro',
        status: 'active',
        rating: 3,
        type: 'clinic',
        contactPerson: 'Cristian Florea',
        address: 'Str. Nicolae Titulescu nr. 4-6',
        notes: 'Trimiteri reciproce pentru specialități care nu sunt acoperite.',
      },
      {
        name: 'Catena',
        domain: 'catena.ro',
        status: 'active',
        rating: 3,
        type: 'pharmacy',
        contactPerson: 'Alina Toma',
        address: 'Bd. 21 Decembrie 1989 nr. 77',
        notes: 'Discount pentru pacienții cronici pe bază de card.',
      },
      {
        name: 'Farmacia Dona',
        domain: 'farmaciadona.ro',
        status: 'inactive',
        rating: 2,
        type: 'pharmacy',
        contactPerson: 'Paula Costea',
        address: 'Calea Florești nr. 58',
        notes: 'Livrare la domiciliu pentru pacienții vârstnici.',
      },
      {
        name: 'Allianz-Țiriac',
        domain: 'allianztiriac.ro',
        status: 'active',
        rating: 4,
        type: 'insurance',
        contactPerson: 'Mircea Dobre',
        address: 'Str. Horea nr. 2',
        notes: 'Decontare directă pentru abonamentele medicale corporate.',
      },
      {
        name: 'Groupama Asigurări',
        domain: 'groupama.ro',
        status: 'pending',
        rating: 0,
        type: 'insurance',
        contactPerson: 'Roxana Lungu',
        address: 'Str. Avram Iancu nr. 15',
        notes: 'Contract în curs de negociere pentru asigurările de sănătate private.',
      },
      {
        name: 'Transmed Ambulanță Privată',
        domain: 'transmedcluj.ro',
        status: 'expired',
        rating: 3,
        type: 'other',
        contactPerson: 'Sorin Ursu',
        address: 'Str. Fabricii de Zahăr nr. 24',
        notes: 'Transport medical programat pentru pacienți imobilizați.',
      },
    ],
  },
  {
    key: 'nova',
    name: 'Clinica Nova',
    companyName: 'Nova Health Iași SRL',
    taxCode: 'RO38765434',
    address: 'Bd. Carol I nr. 11',
    city: IASI,
    phone: '0232410577',
    email: 'office@clinicanova.ro',
    website: 'https://www.clinicanova.ro',
    licenseDate: '2018-09-03',
    status: 'active',
    schedule: week(OPEN('08:00', '20:00'), CLOSED('09:00', '14:00'), CLOSED('09:00', '14:00')),
    domain: 'nova.cabinet.demo',
    skuPrefix: 'NOV',
    people: [
      member('Cristina', 'Bălan', 'female', 'admin', 'admin@nova.cabinet.demo', '1980-10-05'),
      member('Larisa', 'Onofrei', 'female', 'staff', 'larisa.onofrei@nova.cabinet.demo', '1997-04-16'),
      doctor(
        'Mihai',
        'Grigoraș',
        'male',
        'mihai.grigoras@nova.cabinet.demo',
        'internal_medicine',
        'primar',
        '1972-05-29',
      ),
      doctor(
        'Alexandra',
        'Chiriac',
        'female',
        'alexandra.chiriac@nova.cabinet.demo',
        'gynecology',
        'specialist',
        '1987-12-11',
      ),
      doctor(
        'Bogdan',
        'Țurcanu',
        'male',
        'bogdan.turcanu@nova.cabinet.demo',
        'orthopedics',
        'primar',
        '1975-02-20',
      ),
      doctor(
        'Raluca',
        'Apostol',
        'female',
        'raluca.apostol@nova.cabinet.demo',
        'gastroenterology',
        'specialist',
        '1986-06-07',
      ),
      doctor(
        'Sorin',
        'Bejan',
        'male',
        'sorin.bejan@nova.cabinet.demo',
        'psychiatry',
        'consultant',
        '1968-11-30',
        'external',
      ),
    ],
    patientCount: 64,
    taskCount: 24,
    withAppointments: true,
    partners: [
      {
        name: 'Spitalul Clinic Județean de Urgență „Sf. Spiridon” Iași',
        domain: 'spitalspiridon.ro',
        status: 'active',
        rating: 5,
        type: 'hospital',
        contactPerson: 'Dr. Petru Chiriac',
        address: 'Bd. Independenței nr. 1',
        notes: 'Trimiteri pentru internări și urgențe.',
      },
      {
        name: 'Institutul Regional de Oncologie Iași',
        domain: 'iroiasi.ro',
        status: 'active',
        rating: 4,
        type: 'hospital',
        contactPerson: 'Dr. Irina Apostol',
        address: 'Str. General Henri Mathias Berthelot nr. 2-4',
        notes: 'Consult oncologic la recomandarea medicilor clinicii.',
      },
      {
        name: 'Synevo',
        domain: 'synevo.ro',
        status: 'active',
        rating: 5,
        type: 'laboratory',
        contactPerson: 'Georgiana Ilie',
        address: 'Str. Păcurari nr. 23',
        notes: 'Punct de recoltare în clinică marți și joi.',
      },
      {
        name: 'Arcadia',
        domain: 'arcadiaspital.ro',
        status: 'active',
        rating: 4,
        type: 'clinic',
        contactPerson: 'Valentin Cozma',
        address: 'Str. Vasile Lupu nr. 47',
        notes: 'Imagistică (CT, RMN) și chirurgie de zi.',
      },
      {
        name: 'Help Net',
        domain: 'helpnet.ro',
        status: 'pending',
        rating: 0,
        type: 'pharmacy',
        contactPerson: 'Carmen Moraru',
        address: 'Bd. Tudor Vladimirescu nr. 32',
        notes: 'Reduceri la medicamentele fără prescripție.',
      },
      {
        name: 'Signal Iduna',
        domain: 'signal-iduna.ro',
        status: 'active',
        rating: 3,
        type: 'insurance',
        contactPerson: 'Daniel Haiduc',
        address: 'Str. Lăpușneanu nr. 14',
        notes: 'Asigurări private de sănătate pentru angajați.',
      },
    ],
  },
  {
    key: 'lotus',
    name: 'Clinica Lotus',
    companyName: 'Lotus Med Vest SRL',
    taxCode: 'RO40123983',
    address: 'Str. Alba Iulia nr. 5',
    city: TIMISOARA,
    phone: '0256433190',
    email: 'contact@clinicalotus.ro',
    website: 'https://www.clinicalotus.ro',
    licenseDate: '2020-01-15',
    status: 'inactive',
    schedule: week(OPEN('09:00', '17:00'), CLOSED('09:00', '14:00'), CLOSED('09:00', '14:00')),
    domain: 'lotus.cabinet.demo',
    skuPrefix: 'LOT',
    people: [
      doctor(
        'Adina',
        'Costea',
        'female',
        'adina.costea@lotus.cabinet.demo',
        'family_medicine',
        'specialist',
        '1984-09-19',
      ),
      doctor(
        'Victor',
        'Haiduc',
        'male',
        'victor.haiduc@lotus.cabinet.demo',
        'pediatrics',
        'primar',
        '1970-01-25',
      ),
    ],
    patientCount: 12,
    taskCount: 3,
    withAppointments: false,
    partners: [
      {
        name: 'Spitalul Clinic Județean de Urgență „Pius Brînzeu” Timișoara',
        domain: 'hosptm.ro',
        status: 'inactive',
        rating: 4,
        type: 'hospital',
        contactPerson: 'Dr. Traian Vlad',
        address: 'Bd. Liviu Rebreanu nr. 156',
        notes: 'Colaborare suspendată odată cu închiderea temporară a clinicii.',
      },
      {
        name: 'Bioclinica',
        domain: 'bioclinica.ro',
        status: 'expired',
        rating: 3,
        type: 'laboratory',
        contactPerson: 'Otilia Bucur',
        address: 'Calea Aradului nr. 44',
        notes: 'Contract expirat, nereînnoit.',
      },
    ],
  },
];

export interface ServiceSpec {
  name: string;
  description: string;
  /** Typical length in minutes (a multiple of 15). */
  minutes: number;
  /** Typical price in RON for a specialist. */
  price: number;
  /** Medical services are VAT-exempt in Romania; goods and certificates are not. */
  tva: '19%' | 'exempt';
}

function service(
  name: string,
  description: string,
  minutes: number,
  price: number,
  tva: ServiceSpec['tva'] = 'exempt',
) {
  return { name, description, minutes, price, tva } satisfies ServiceSpec;
}

/** Services offered per specialization (3–5 each), keyed by specializations.id. */
export const SERVICES_BY_SPECIALIZATION: Readonly<Record<string, readonly ServiceSpec[]>> = {
  cardiology: [
    service(
      'Consultație cardiologică',
      'Examen clinic cardiologic, anamneză și interpretarea investigațiilor.',
      30,
      250,
    ),
    service('EKG', 'Electrocardiogramă în 12 derivații cu interpretare.', 15, 100),
    service('Ecografie cardiacă', 'Ecocardiografie transtoracică Doppler color.', 30, 350),
    service('Holter EKG 24h', 'Montare și interpretare monitorizare EKG pe 24 de ore.', 30, 300),
    service('Test de efort', 'Electrocardiogramă de efort pe bicicletă ergometrică.', 45, 400),
  ],
  neurology: [
    service('Consultație neurologică', 'Examen neurologic complet și plan de investigații.', 30, 250),
    service('Electroencefalogramă (EEG)', 'Înregistrarea activității electrice cerebrale.', 45, 300),
    service('Electromiografie (EMG)', 'Studiul conducerii nervoase și al activității musculare.', 45, 400),
    service('Ecografie Doppler carotidian', 'Evaluarea circulației la nivelul arterelor carotide.', 30, 300),
  ],
  pediatrics: [
    service('Consultație pediatrică', 'Examen clinic pediatric și recomandări pentru părinți.', 30, 200),
    service('Bilanț copil sănătos', 'Evaluarea creșterii și dezvoltării conform vârstei.', 30, 180),
    service('Vaccinare', 'Administrare vaccin și supraveghere post-vaccinală.', 15, 80),
    service('Ecografie abdominală pediatrică', 'Ecografie abdominală adaptată vârstei copilului.', 30, 250),
  ],
  dermatology: [
    service('Consultație dermatologică', 'Examen clinic al pielii, părului și unghiilor.', 30, 220),
    service('Dermatoscopie digitală', 'Examinarea și cartografierea alunițelor.', 30, 250),
    service('Excizie leziune cutanată', 'Excizie chirurgicală cu anestezie locală și sutură.', 45, 450),
    service('Crioterapie', 'Tratamentul leziunilor benigne prin înghețare cu azot lichid.', 15, 150),
  ],
  ophthalmology: [
    service('Consultație oftalmologică', 'Determinarea acuității vizuale și examen biomicroscopic.', 30, 200),
    service('Examen fund de ochi', 'Oftalmoscopie după dilatarea pupilei.', 15, 120),
    service('Tomografie în coerență optică (OCT)', 'Imagistica retinei și a nervului optic.', 30, 250),
    service('Adaptare lentile de contact', 'Alegerea și probarea lentilelor de contact.', 45, 180, '19%'),
  ],
  endocrinology: [
    service('Consultație endocrinologică', 'Evaluarea afecțiunilor tiroidiene și metabolice.', 30, 250),
    service('Ecografie tiroidiană', 'Ecografia glandei tiroide și a ganglionilor cervicali.', 30, 220),
    service('Puncție tiroidiană ecoghidată', 'Puncție-aspirație cu ac fin sub ghidaj ecografic.', 45, 500),
    service('Consiliere diabet zaharat', 'Educație terapeutică și ajustarea tratamentului.', 45, 180),
  ],
  family_medicine: [
    service(
      'Consultație medicină de familie',
      'Consultație generală și trimiteri către specialiști.',
      30,
      150,
    ),
    service('Control periodic', 'Evaluare anuală a stării de sănătate.', 30, 150),
    service(
      'Eliberare adeverință medicală',
      'Examen clinic și adeverință pentru școală sau angajare.',
      15,
      60,
      '19%',
    ),
    service('Evaluare risc cardiovascular', 'Calcularea riscului SCORE2 și recomandări.', 30, 150),
  ],
  internal_medicine: [
    service('Consultație medicină internă', 'Examen clinic complet și interpretarea analizelor.', 30, 220),
    service(
      'Ecografie abdominală',
      'Ecografia ficatului, colecistului, pancreasului, splinei și rinichilor.',
      30,
      250,
    ),
    service('Evaluare preoperatorie', 'Aviz medical înaintea unei intervenții chirurgicale.', 45, 300),
  ],
  gynecology: [
    service('Consultație ginecologică', 'Examen ginecologic și ecografie de bază.', 30, 250),
    service('Ecografie transvaginală', 'Evaluarea ecografică a uterului și a ovarelor.', 30, 250),
    service('Test Babeș-Papanicolau', 'Recoltare citologie cervicală.', 15, 120),
    service('Colposcopie', 'Examinarea colului uterin sub mărire.', 30, 250),
    service('Monitorizare sarcină', 'Consultație prenatală cu ecografie obstetricală.', 45, 300),
  ],
  orthopedics: [
    service('Consultație ortopedică', 'Examen clinic al aparatului locomotor.', 30, 250),
    service(
      'Infiltrație intraarticulară',
      'Administrare intraarticulară de corticosteroid sau acid hialuronic.',
      30,
      350,
    ),
    service(
      'Ecografie musculo-scheletală',
      'Evaluarea ecografică a tendoanelor, mușchilor și articulațiilor.',
      30,
      250,
    ),
    service('Aplicare aparat gipsat', 'Imobilizare în aparat gipsat sau atelă.', 45, 300),
  ],
  gastroenterology: [
    service('Consultație gastroenterologică', 'Evaluarea afecțiunilor digestive și hepatice.', 30, 250),
    service('Endoscopie digestivă superioară', 'Gastroscopie diagnostică cu sedare.', 45, 550),
    service('Colonoscopie', 'Colonoscopie totală cu sedare.', 60, 600),
    service('Test respirator Helicobacter pylori', 'Test respirator cu uree marcată.', 30, 180),
  ],
  psychiatry: [
    service('Consultație psihiatrică', 'Evaluare psihiatrică inițială și plan terapeutic.', 60, 350),
    service('Control psihiatric', 'Reevaluare și ajustarea tratamentului.', 30, 250),
    service('Evaluare psihologică', 'Testare psihologică standardizată.', 60, 300),
  ],
};

/** Multipliers of the typical price by professional grade. */
export const GRADE_PRICE_FACTOR: Readonly<Record<string, number>> = {
  primar: 1.25,
  consultant: 1.3,
  specialist: 1,
  resident: 0.85,
  generalist: 0.9,
};

/** The medical-history lists of a patient (spec 02 §3), with real condition names. */
export const HISTORY_ITEMS = {
  chronic_conditions: [
    'Hipertensiune arterială',
    'Diabet zaharat tip 2',
    'Astm bronșic',
    'Hipotiroidism',
    'Dislipidemie',
    'Fibrilație atrială',
    'Bronhopneumopatie obstructivă cronică',
    'Artrită reumatoidă',
    'Gastrită cronică',
    'Osteoporoză',
    'Migrenă',
    'Boală cronică de rinichi',
  ],
  allergies: [
    'Alergie la penicilină',
    'Rinită alergică sezonieră',
    'Alergie la polen de ambrozie',
    'Alergie la acarieni',
    'Alergie la arahide',
    'Intoleranță la lactoză',
    'Alergie la înțepătura de albină',
    'Alergie la aspirină',
  ],
  infectious_diseases: [
    'Varicelă',
    'Rujeolă',
    'Hepatită virală tip A',
    'COVID-19',
    'Mononucleoză infecțioasă',
    'Oreion',
    'Pneumonie',
    'Scarlatină',
  ],
  major_traumas: [
    'Fractură de radius',
    'Entorsă de gleznă gradul II',
    'Fractură de claviculă',
    'Traumatism cranio-cerebral minor',
    'Ruptură de menisc',
    'Luxație de umăr',
  ],
  surgical_interventions: [
    'Apendicectomie',
    'Colecistectomie laparoscopică',
    'Operație cezariană',
    'Amigdalectomie',
    'Cură chirurgicală de hernie inghinală',
    'Operație de cataractă',
    'Artroscopie de genunchi',
  ],
  important_vaccinations: [
    'Vaccin antitetanic',
    'Vaccin antigripal',
    'Vaccin anti-COVID-19',
    'Vaccin antihepatitic B',
    'Vaccin HPV',
    'Vaccin ROR',
    'Vaccin antipneumococic',
  ],
} as const;

export type HistoryList = keyof typeof HISTORY_ITEMS;

/** Items that cannot date from before a given year (the disease or the vaccine did not exist). */
export const HISTORY_EARLIEST_YEAR: Readonly<Record<string, number>> = {
  'COVID-19': 2020,
  'Vaccin anti-COVID-19': 2021,
  'Vaccin HPV': 2008,
  'Colecistectomie laparoscopică': 1990,
};

/** Lists whose entries usually stay active (no end year, or 'Prezent'). */
export const LONG_RUNNING_LISTS: ReadonlySet<HistoryList> = new Set(['chronic_conditions', 'allergies']);

export interface RecordTemplate {
  category: 'investigation' | 'recommendation' | 'diagnosis' | 'treatment' | 'medication' | 'notes';
  subCategory: string | null;
  inputFieldValue: string | null;
  description: string;
}

const investigation = (subCategory: string, type: string, description: string): RecordTemplate => ({
  category: 'investigation',
  subCategory,
  inputFieldValue: type,
  description,
});
const diagnosis = (description: string): RecordTemplate => ({
  category: 'diagnosis',
  subCategory: null,
  inputFieldValue: null,
  description,
});
const medication = (drug: string, description: string): RecordTemplate => ({
  category: 'medication',
  subCategory: null,
  inputFieldValue: drug,
  description,
});

/** Medical-record items any specialty writes. */
export const COMMON_RECORDS: readonly RecordTemplate[] = [
  investigation('Analize de laborator', 'Hemoleucogramă', 'Hemoleucogramă completă în limite normale.'),
  investigation(
    'Analize de laborator',
    'Profil lipidic',
    'Colesterol total 238 mg/dl, LDL 156 mg/dl, ușor crescute.',
  ),
  investigation(
    'Analize de laborator',
    'Glicemie à jeun',
    'Glicemie à jeun 104 mg/dl, se recomandă repetare.',
  ),
  investigation(
    'Analize de laborator',
    'Examen sumar de urină',
    'Sumar de urină fără modificări patologice.',
  ),
  {
    category: 'recommendation',
    subCategory: null,
    inputFieldValue: null,
    description: 'Regim alimentar echilibrat, hidratare corespunzătoare și mișcare zilnică 30 de minute.',
  },
  {
    category: 'recommendation',
    subCategory: null,
    inputFieldValue: null,
    description: 'Revine la control peste 3 luni cu analizele de sânge recomandate.',
  },
  {
    category: 'notes',
    subCategory: null,
    inputFieldValue: null,
    description: 'Pacientul a adus rezultatele investigațiilor anterioare, atașate la dosar.',
  },
  {
    category: 'notes',
    subCategory: null,
    inputFieldValue: null,
    description: 'Stare generală bună, pacient cooperant, afebril.',
  },
];

/** Medical-record items per specialization. */
export const RECORDS_BY_SPECIALIZATION: Readonly<Record<string, readonly RecordTemplate[]>> = {
  cardiology: [
    diagnosis('Hipertensiune arterială esențială grad II, risc cardiovascular adițional moderat.'),
    diagnosis('Fibrilație atrială paroxistică, în ritm sinusal la momentul examinării.'),
    investigation(
      'Investigații funcționale',
      'EKG',
      'Ritm sinusal, 72/min, ax QRS normal, fără modificări de fază terminală.',
    ),
    investigation('Imagistică', 'Ecografie cardiacă', 'FEVS 58%, hipertrofie ventriculară stângă ușoară.'),
    medication('Perindopril 5 mg', 'Un comprimat dimineața, administrare continuă.'),
    medication('Bisoprolol 2,5 mg', 'Un comprimat pe zi, cu monitorizarea pulsului.'),
    {
      category: 'treatment',
      subCategory: null,
      inputFieldValue: null,
      description: 'Se continuă tratamentul antihipertensiv, cu automonitorizarea tensiunii arteriale.',
    },
  ],
  neurology: [
    diagnosis('Migrenă fără aură, episoade frecvente.'),
    diagnosis('Sindrom de tunel carpian bilateral, predominant pe dreapta.'),
    investigation(
      'Investigații funcționale',
      'EEG',
      'Traseu EEG normal pentru vârstă, fără grafoelemente iritative.',
    ),
    medication('Sumatriptan 50 mg', 'La nevoie, la debutul crizei, maximum două comprimate pe zi.'),
    {
      category: 'treatment',
      subCategory: null,
      inputFieldValue: null,
      description: 'Tratament profilactic pentru migrenă timp de 3 luni, apoi reevaluare.',
    },
  ],
  pediatrics: [
    diagnosis('Rinofaringită acută, fără complicații.'),
    diagnosis('Dezvoltare staturo-ponderală corespunzătoare vârstei.'),
    medication('Paracetamol sirop 120 mg/5 ml', 'La nevoie pentru febră peste 38,5°C, la minimum 6 ore.'),
    {
      category: 'recommendation',
      subCategory: null,
      inputFieldValue: null,
      description: 'Vaccinarea conform calendarului național, următoarea doză peste 2 luni.',
    },
  ],
  dermatology: [
    diagnosis('Dermatită atopică în puseu, forme ușoare.'),
    diagnosis('Nev displazic la nivelul regiunii dorsale, cu indicație de excizie.'),
    investigation('Imagistică', 'Dermatoscopie', 'Leziuni pigmentare benigne, fără criterii de malignitate.'),
    medication('Cremă cu hidrocortizon 1%', 'Aplicare de două ori pe zi, timp de 7 zile.'),
    {
      category: 'recommendation',
      subCategory: null,
      inputFieldValue: null,
      description: 'Fotoprotecție cu SPF 50 și hidratarea zilnică a pielii.',
    },
  ],
  ophthalmology: [
    diagnosis('Miopie ușoară bilaterală, corecție optică recomandată.'),
    diagnosis('Sindrom de ochi uscat, forma ușoară.'),
    investigation('Investigații funcționale', 'Tonometrie', 'Presiune intraoculară 16 mmHg la ambii ochi.'),
    medication('Lacrimi artificiale', 'Câte o picătură în fiecare ochi de 4 ori pe zi.'),
  ],
  endocrinology: [
    diagnosis('Tiroidită cronică autoimună cu hipotiroidism subclinic.'),
    diagnosis('Diabet zaharat tip 2 echilibrat sub tratament oral.'),
    investigation('Analize de laborator', 'TSH', 'TSH 6,2 mUI/l, FT4 în limite normale.'),
    investigation(
      'Analize de laborator',
      'Hemoglobină glicată',
      'HbA1c 6,8%, echilibru glicemic acceptabil.',
    ),
    medication(
      'Levotiroxină 50 mcg',
      'Un comprimat dimineața, pe stomacul gol, cu 30 de minute înainte de masă.',
    ),
    medication('Metformin 1000 mg', 'Câte un comprimat la micul dejun și la cină.'),
  ],
  family_medicine: [
    diagnosis('Infecție acută de căi respiratorii superioare.'),
    diagnosis('Lombalgie acută mecanică.'),
    medication('Ibuprofen 400 mg', 'Un comprimat la nevoie, după masă, maximum 3 pe zi, 5 zile.'),
    {
      category: 'treatment',
      subCategory: null,
      inputFieldValue: null,
      description: 'Repaus relativ, hidratare și tratament simptomatic timp de 5 zile.',
    },
  ],
  internal_medicine: [
    diagnosis('Steatoză hepatică non-alcoolică, sindrom metabolic.'),
    diagnosis('Anemie feriprivă ușoară.'),
    investigation(
      'Imagistică',
      'Ecografie abdominală',
      'Ficat cu ecostructură ușor hiperecogenă, colecist fără calculi.',
    ),
    medication('Fier bisglicinat 30 mg', 'O capsulă pe zi timp de 3 luni.'),
  ],
  gynecology: [
    diagnosis('Sarcină în evoluție, 12 săptămâni, fără particularități.'),
    diagnosis('Chist ovarian funcțional drept, 3 cm.'),
    investigation(
      'Imagistică',
      'Ecografie transvaginală',
      'Uter normal dimensionat, endometru 8 mm, ovare cu aspect normal.',
    ),
    investigation(
      'Analize de laborator',
      'Test Babeș-Papanicolau',
      'Rezultat negativ pentru leziuni intraepiteliale (NILM).',
    ),
    medication('Acid folic 5 mg', 'Un comprimat pe zi până la finalul primului trimestru.'),
  ],
  orthopedics: [
    diagnosis('Gonartroză bilaterală stadiul II.'),
    diagnosis('Entorsă de gleznă stângă gradul I.'),
    investigation(
      'Imagistică',
      'Radiografie genunchi',
      'Pensarea spațiului articular femuro-tibial medial, osteofite marginale.',
    ),
    {
      category: 'treatment',
      subCategory: null,
      inputFieldValue: null,
      description: 'Kinetoterapie 10 ședințe și infiltrație intraarticulară la nevoie.',
    },
  ],
  gastroenterology: [
    diagnosis('Gastrită cronică cu Helicobacter pylori pozitiv.'),
    diagnosis('Boală de reflux gastroesofagian fără esofagită.'),
    investigation(
      'Investigații funcționale',
      'Endoscopie digestivă superioară',
      'Mucoasă gastrică congestivă antral, fără leziuni ulcerative.',
    ),
    medication('Pantoprazol 40 mg', 'Un comprimat dimineața, înainte de masă, timp de 4 săptămâni.'),
  ],
  psychiatry: [
    diagnosis('Tulburare de anxietate generalizată.'),
    diagnosis('Episod depresiv ușor.'),
    medication('Sertralină 50 mg', 'Un comprimat dimineața, reevaluare după 6 săptămâni.'),
    {
      category: 'recommendation',
      subCategory: null,
      inputFieldValue: null,
      description: 'Psihoterapie cognitiv-comportamentală, o ședință pe săptămână.',
    },
  ],
};

export interface TaskSpec {
  title: string;
  description: string;
}

export const TASKS: readonly TaskSpec[] = [
  {
    title: 'Verificare stoc materiale sanitare',
    description: 'Inventarierea mănușilor, seringilor și a materialelor de unică folosință.',
  },
  {
    title: 'Actualizare protocol de triaj',
    description: 'Revizuirea protocolului de triaj pentru pacienții fără programare.',
  },
  {
    title: 'Revizuire rezultate analize restante',
    description: 'Verificarea rezultatelor primite de la laborator și contactarea pacienților.',
  },
  {
    title: 'Calibrare electrocardiograf',
    description: 'Programarea verificării metrologice anuale a electrocardiografului.',
  },
  {
    title: 'Raport lunar consultații',
    description: 'Centralizarea numărului de consultații pe medic pentru luna curentă.',
  },
  {
    title: 'Instruire personal GDPR',
    description: 'Sesiune de instruire privind protecția datelor pacienților.',
  },
  {
    title: 'Reînnoire contract laborator',
    description: 'Negocierea condițiilor de reînnoire a contractului cu laboratorul partener.',
  },
  {
    title: 'Sunat pacienți pentru control',
    description: 'Contactarea pacienților care au control programat luna viitoare.',
  },
  {
    title: 'Actualizare listă de prețuri',
    description: 'Verificarea tarifelor serviciilor și afișarea listei actualizate la recepție.',
  },
  {
    title: 'Verificare autorizație ISU',
    description: 'Confirmarea valabilității autorizației de securitate la incendiu.',
  },
  {
    title: 'Comandă vaccinuri antigripale',
    description: 'Estimarea necesarului de vaccinuri pentru sezonul rece.',
  },
  {
    title: 'Completare fișe de consultație',
    description: 'Finalizarea fișelor incomplete din săptămâna trecută.',
  },
  {
    title: 'Sterilizare instrumentar',
    description: 'Verificarea registrului de sterilizare și a termenelor de valabilitate.',
  },
  {
    title: 'Întâlnire cu reprezentantul asigurătorului',
    description: 'Discutarea decontării directe pentru abonamentele corporate.',
  },
  {
    title: 'Actualizare program sărbători',
    description: 'Stabilirea programului clinicii în zilele de sărbătoare legală.',
  },
  {
    title: 'Audit intern dosare pacienți',
    description: 'Verificarea prin sondaj a completitudinii dosarelor medicale.',
  },
  {
    title: 'Mentenanță ecograf',
    description: 'Programarea reviziei tehnice a ecografului cu firma de service.',
  },
  {
    title: 'Pregătire campanie de prevenție',
    description: 'Organizarea unei zile de screening gratuit pentru hipertensiune.',
  },
  {
    title: 'Revizuire consimțăminte informate',
    description: 'Actualizarea formularelor de consimțământ pentru proceduri.',
  },
  {
    title: 'Verificare trusă de urgență',
    description: 'Controlul termenelor de valabilitate ale medicamentelor din trusa de urgență.',
  },
  {
    title: 'Actualizare pagină web clinică',
    description: 'Adăugarea noilor servicii și a medicilor pe site-ul clinicii.',
  },
  {
    title: 'Colectare feedback pacienți',
    description: 'Analiza chestionarelor de satisfacție completate luna aceasta.',
  },
  {
    title: 'Planificare gărzi și concedii',
    description: 'Stabilirea planificării concediilor de odihnă pentru trimestrul următor.',
  },
  {
    title: 'Curs EMC obligatoriu',
    description: 'Înscrierea la cursul de educație medicală continuă pentru creditele anuale.',
  },
  {
    title: 'Arhivare documente medicale',
    description: 'Arhivarea fișelor din anul precedent conform procedurii interne.',
  },
  {
    title: 'Verificare contracte colaboratori externi',
    description: 'Confirmarea valabilității contractelor medicilor colaboratori.',
  },
  {
    title: 'Retur rezultate imagistică',
    description: 'Predarea CD-urilor cu investigații imagistice către pacienți.',
  },
  {
    title: 'Inventar mobilier cabinete',
    description: 'Evidența mobilierului și a echipamentelor din fiecare cabinet.',
  },
];
