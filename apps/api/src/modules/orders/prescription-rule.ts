import type { Medicine, MedicineForm } from '@sustho/contracts';
import { conflict, notFound } from '../../lib/errors.js';
import type { PrescriptionForOrder } from '../records/index.js';

/**
 * THE prescription rule (services.md §5, decision 053), in one place: which lines of an order the
 * server lets through, and what 'Order medicines' puts in the cart. A prescription-only (`rx`)
 * medicine is sold only against the ordering profile's Sustho prescription, issued within
 * RX_VALID_DAYS and not replaced, that lists it, for at most what it prescribes less what earlier
 * orders of it took; or against an uploaded photo of a paper prescription, which a pharmacist then
 * checks. An over-the-counter line takes at most OTC_MAX_UNITS units.
 */
export interface PrescriptionRuleSettings {
  rxValidDays: number;
  otcMaxUnits: number;
}

/** A catalogue medicine as the rule compares it with what a doctor wrote. */
export interface RuleMedicine {
  brandName: string;
  genericName: string;
  strength: string;
  form: MedicineForm;
  unitsPerPack: number;
}

/** One line of an order being placed. */
export interface RuleLine extends RuleMedicine {
  rx: boolean;
  quantity: number;
}

/** Units an earlier (not cancelled) order of the same prescription took, by the medicine's facts. */
export interface TakenLine {
  genericName: string;
  strength: string;
  form: string;
  quantity: number;
}

/** Forms counted unit by unit (dose × days); every other form is sold a pack at a time. */
const COUNTED_FORMS: readonly MedicineForm[] = ['tablet', 'capsule'];

const DAY_MS = 86_400_000;

/** How doctors abbreviate a form on a prescription, read as the catalogue's word for it. */
const FORM_WORDS: Record<string, MedicineForm> = {
  tab: 'tablet',
  cap: 'capsule',
  syp: 'syrup',
  susp: 'syrup',
  suspension: 'syrup',
  inj: 'injection',
  ointment: 'cream',
  gel: 'cream',
  drop: 'drops',
  'eye drops': 'drops',
  'ear drops': 'drops',
};

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25 };

/** Case and spacing aside: '500 mg' is '500mg'. */
const sameWords = (a: string, b: string) =>
  a.toLowerCase().replace(/\s+/g, '') === b.toLowerCase().replace(/\s+/g, '');

/** A prescribed form ('Tab.', 'Tablets', 'capsule') as the catalogue's form, when it is one. */
function formOf(written: string): string {
  const word = written
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/(?<=[a-z]{3})s$/, '');
  return FORM_WORDS[word] ?? FORM_WORDS[`${word}s`] ?? word;
}

/** The dose pattern's units a day: '1+0+1' is 2, '½+0+½' is 1. */
export function dailyCount(dose: string): number {
  return dose.split('+').reduce((sum, part) => sum + (FRACTIONS[part] ?? (Number(part) || 0)), 0);
}

/**
 * Whether a prescribed line names this medicine: its name is the generic or a catalogue brand of
 * it (`brandsOfGeneric`), with the same strength and form.
 */
export function prescribes(
  line: Medicine,
  medicine: Pick<RuleMedicine, 'genericName' | 'strength' | 'form'>,
  brandsOfGeneric: readonly string[],
): boolean {
  const name = line.name.trim();
  const named =
    sameWords(name, medicine.genericName) ||
    brandsOfGeneric.some((brand) => sameWords(name, brand));
  return (
    named && sameWords(line.strength, medicine.strength) && formOf(line.form) === medicine.form
  );
}

/** The units a prescribed line buys of `medicine`: dose × days for tablets and capsules, else one pack. */
export function prescribedUnits(line: Medicine, medicine: RuleMedicine): number {
  return COUNTED_FORMS.includes(medicine.form)
    ? Math.ceil(dailyCount(line.dose) * line.durationDays)
    : medicine.unitsPerPack;
}

/** The units of a prescribed line earlier orders took: their lines of its generic, strength and form. */
function takenOf(line: Medicine, taken: readonly TakenLine[], brandsOf: BrandsOf): number {
  return taken
    .filter((item) =>
      prescribes(
        line,
        { ...item, form: formOf(item.form) as MedicineForm },
        brandsOf(item.genericName),
      ),
    )
    .reduce((sum, item) => sum + item.quantity, 0);
}

/** The catalogue's brand names of a generic, for matching a prescribed name. */
export type BrandsOf = (genericName: string) => readonly string[];

/**
 * Whether `prescription` may be ordered from for `patientId` now: the profile's, in force and issued
 * within RX_VALID_DAYS. Throws a 404 for another profile's, a 409 naming why otherwise.
 */
export function assertPrescriptionUsable(
  prescription: PrescriptionForOrder | null,
  patientId: string,
  now: Date,
  settings: PrescriptionRuleSettings,
): asserts prescription is PrescriptionForOrder {
  if (!prescription || prescription.patientId !== patientId)
    throw notFound('This patient has no prescription with this id');
  if (prescription.replacedAt)
    throw conflict('This prescription was replaced by a newer one: order from the new one');
  if (now.getTime() - prescription.issuedAt.getTime() > settings.rxValidDays * DAY_MS)
    throw conflict(
      `This prescription was issued more than ${settings.rxValidDays} days ago: ask your doctor for a new one`,
    );
}

/**
 * The rule over an order's lines (services.md §5), throwing a 409 naming the first medicine it
 * refuses and why. `prescription` is the ordering profile's, checked usable already; `photo` says
 * a prescription photo came with the order. Answers whether a pharmacist must check the photo
 * before the order goes on: true when a prescription-only line relies on it.
 */
export function checkOrderLines(
  lines: readonly RuleLine[],
  against: {
    prescription: PrescriptionForOrder | null;
    photo: boolean;
    taken: readonly TakenLine[];
    brandsOf: BrandsOf;
  },
  settings: PrescriptionRuleSettings,
): { needsPhotoCheck: boolean } {
  let needsPhotoCheck = false;
  for (const line of lines) {
    if (!line.rx) {
      if (line.quantity > settings.otcMaxUnits)
        throw conflict(
          `${line.brandName}: at most ${settings.otcMaxUnits} units of a medicine sold without prescription can be ordered at once`,
        );
      continue;
    }
    const prescribed = against.prescription?.medicines.find((written) =>
      prescribes(written, line, against.brandsOf(line.genericName)),
    );
    if (!prescribed) {
      if (against.photo) {
        needsPhotoCheck = true;
        continue;
      }
      throw conflict(
        against.prescription
          ? `${line.brandName}: your prescription does not list this medicine`
          : `${line.brandName}: this medicine needs a prescription: order it from your prescription or upload a photo of one`,
      );
    }
    const left =
      prescribedUnits(prescribed, line) - takenOf(prescribed, against.taken, against.brandsOf);
    if (line.quantity > left)
      throw conflict(
        left <= 0
          ? `${line.brandName}: earlier orders already took everything your prescription allows`
          : `${line.brandName}: your prescription allows ${left} more units`,
      );
  }
  return { needsPhotoCheck };
}

/**
 * What is left to order of each prescribed medicine, for 'Order medicines': the units
 * `prescribedUnits` gives for the first option (cheapest in stock first), less what earlier
 * orders took; 0 when nothing matches.
 */
export function remainingUnits(
  line: Medicine,
  firstOption: RuleMedicine | undefined,
  taken: readonly TakenLine[],
  brandsOf: BrandsOf,
): number {
  if (!firstOption) return 0;
  return Math.max(0, prescribedUnits(line, firstOption) - takenOf(line, taken, brandsOf));
}
