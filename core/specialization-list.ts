/**
 * The fixed list of specializations (spec part 1 §3, §9): 25 keys, each with its name and a short
 * description in both interface languages, an icon and a colour. The one source wherever a
 * specialization is shown (calendar blocks, pickers, the services pages, the patient's lists); the
 * server's specializations table holds the same keys (and names) for the foreign keys.
 * specializations.ts finds one by its key.
 */

export type SpecializationIcon =
  | 'heart-pulse'
  | 'brain'
  | 'eye'
  | 'bone'
  | 'baby'
  | 'hand'
  | 'ribbon'
  | 'droplet'
  | 'apple'
  | 'wind'
  | 'smile'
  | 'person-standing'
  | 'droplets'
  | 'venus'
  | 'ambulance'
  | 'syringe'
  | 'scan'
  | 'microscope'
  | 'house'
  | 'stethoscope'
  | 'scissors'
  | 'sparkles'
  | 'bean'
  | 'biohazard'
  | 'hand-heart'
  | 'activity';

export interface Specialization {
  id: string;
  name: { ro: string; en: string };
  description: { ro: string; en: string };
  icon: SpecializationIcon;
  /** A hex colour dark enough for white text and icons on it (contrast ≥ 4.5:1). */
  color: string;
}

export const entry = (
  id: string,
  ro: string,
  en: string,
  descriptionRo: string,
  descriptionEn: string,
  icon: SpecializationIcon,
  color: string,
): Specialization => ({
  id,
  name: { ro, en },
  description: { ro: descriptionRo, en: descriptionEn },
  icon,
  color,
});

export const SPECIALIZATIONS: readonly Specialization[] = [
  entry(
    'cardiology',
    'Cardiologie',
    'Cardiology',
    'Inima și vasele de sânge',
    'The heart and blood vessels',
    'heart-pulse',
    '#b91c1c',
  ),
  entry(
    'neurology',
    'Neurologie',
    'Neurology',
    'Creierul, măduva și nervii',
    'The brain, spinal cord and nerves',
    'brain',
    '#6d28d9',
  ),
  entry(
    'ophthalmology',
    'Oftalmologie',
    'Ophthalmology',
    'Ochii și vederea',
    'The eyes and sight',
    'eye',
    '#0369a1',
  ),
  entry(
    'orthopedics',
    'Ortopedie',
    'Orthopedics',
    'Oasele, articulațiile și mușchii',
    'Bones, joints and muscles',
    'bone',
    '#57534e',
  ),
  entry(
    'pediatrics',
    'Pediatrie',
    'Pediatrics',
    'Sănătatea copiilor',
    "Children's health",
    'baby',
    '#c2410c',
  ),
  entry(
    'dermatology',
    'Dermatologie',
    'Dermatology',
    'Pielea, părul și unghiile',
    'Skin, hair and nails',
    'hand',
    '#a16207',
  ),
  entry(
    'oncology',
    'Oncologie',
    'Oncology',
    'Diagnosticul și tratamentul cancerului',
    'Diagnosing and treating cancer',
    'ribbon',
    '#be185d',
  ),
  entry(
    'endocrinology',
    'Endocrinologie',
    'Endocrinology',
    'Hormonii și metabolismul',
    'Hormones and metabolism',
    'droplet',
    '#0f766e',
  ),
  entry(
    'gastroenterology',
    'Gastroenterologie',
    'Gastroenterology',
    'Stomacul, intestinele și ficatul',
    'The stomach, bowel and liver',
    'apple',
    '#4d7c0f',
  ),
  entry(
    'pulmonology',
    'Pneumologie',
    'Pulmonology',
    'Plămânii și respirația',
    'The lungs and breathing',
    'wind',
    '#0e7490',
  ),
  entry('psychiatry', 'Psihiatrie', 'Psychiatry', 'Sănătatea mintală', 'Mental health', 'smile', '#7e22ce'),
  entry(
    'rheumatology',
    'Reumatologie',
    'Rheumatology',
    'Bolile articulațiilor și ale țesutului conjunctiv',
    'Joint and connective tissue diseases',
    'person-standing',
    '#9a3412',
  ),
  entry(
    'urology',
    'Urologie',
    'Urology',
    'Rinichii, vezica și aparatul urinar',
    'The kidneys, bladder and urinary tract',
    'droplets',
    '#1d4ed8',
  ),
  entry(
    'gynecology',
    'Obstetrică-ginecologie',
    'Gynecology',
    'Sănătatea femeii și sarcina',
    "Women's health and pregnancy",
    'venus',
    '#db2777',
  ),
  entry(
    'emergency_medicine',
    'Medicină de urgență',
    'Emergency Medicine',
    'Îngrijirea de urgență',
    'Urgent care',
    'ambulance',
    '#dc2626',
  ),
  entry(
    'anesthesiology',
    'Anestezie și terapie intensivă',
    'Anesthesiology',
    'Anestezia și terapia intensivă',
    'Anaesthesia and intensive care',
    'syringe',
    '#475569',
  ),
  entry(
    'radiology',
    'Radiologie și imagistică medicală',
    'Radiology',
    'Imagistica medicală',
    'Medical imaging',
    'scan',
    '#334155',
  ),
  entry(
    'pathology',
    'Anatomie patologică',
    'Pathology',
    'Analiza țesuturilor și a probelor',
    'Tissue and sample analysis',
    'microscope',
    '#4338ca',
  ),
  entry(
    'family_medicine',
    'Medicină de familie',
    'Family Medicine',
    'Îngrijirea de bază pentru toată familia',
    'Primary care for the whole family',
    'house',
    '#15803d',
  ),
  entry(
    'internal_medicine',
    'Medicină internă',
    'Internal Medicine',
    'Bolile organelor interne la adulți',
    'Diseases of the internal organs in adults',
    'stethoscope',
    '#0f766e',
  ),
  entry(
    'surgery',
    'Chirurgie generală',
    'General Surgery',
    'Intervenții chirurgicale',
    'Surgical procedures',
    'scissors',
    '#b45309',
  ),
  entry(
    'plastic_surgery',
    'Chirurgie plastică',
    'Plastic Surgery',
    'Chirurgia reconstructivă și estetică',
    'Reconstructive and cosmetic surgery',
    'sparkles',
    '#a21caf',
  ),
  entry(
    'nephrology',
    'Nefrologie',
    'Nephrology',
    'Rinichii și tensiunea arterială',
    'The kidneys and blood pressure',
    'bean',
    '#9f1239',
  ),
  entry(
    'infectious_diseases',
    'Boli infecțioase',
    'Infectious Diseases',
    'Infecțiile și bolile transmisibile',
    'Infections and communicable diseases',
    'biohazard',
    '#3f6212',
  ),
  entry(
    'geriatrics',
    'Geriatrie și gerontologie',
    'Geriatrics',
    'Sănătatea vârstnicilor',
    "Older people's health",
    'hand-heart',
    '#7c2d12',
  ),
];
