import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ageOn, type Language, type Medicine, type Sex } from '@sustho/contracts';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/**
 * The fonts the PDF embeds, shipped with the project (assets/fonts, SIL Open Font License): Noto
 * Sans for Latin text and Noto Sans Bengali for Bangla, which pdfkit shapes (conjuncts, vowel
 * signs) through fontkit. Neither font has the other's letters, so text is set in runs.
 */
const FONT_DIR = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));
const FONTS = {
  latin: `${FONT_DIR}NotoSans-Regular.ttf`,
  latinBold: `${FONT_DIR}NotoSans-Bold.ttf`,
  bengali: `${FONT_DIR}NotoSansBengali-Regular.ttf`,
  bengaliBold: `${FONT_DIR}NotoSansBengali-Bold.ttf`,
};

export interface PrescriptionDocument {
  clinicName: string;
  doctor: { name: string; qualifications: string; bmdcNumber: string | null };
  patient: { name: string; dateOfBirth: string | null; sex: Sex | null };
  /** The consultation notes' diagnosis; '' when the doctor wrote none. */
  diagnosis: string;
  issuedAt: Date;
  /** When a correction replaced it: the PDF says so at the top. */
  replacedAt: Date | null;
  version: number;
  medicines: Medicine[];
  investigations: string;
  advice: string;
  followUpDays: number | null;
  code: string;
  verifyUrl: string;
}

const LABELS = {
  en: {
    regNo: 'BMDC Reg. No.',
    patient: 'Patient',
    age: 'Age',
    years: (n: number) => `${n} years`,
    sex: 'Sex',
    sexes: { female: 'Female', male: 'Male', other: 'Other' },
    date: 'Date',
    version: (n: number) => `Version ${n}`,
    replaced: (date: string) => `This prescription was replaced on ${date}`,
    diagnosis: 'Diagnosis',
    noMedicines: 'No medicines',
    meal: { before: 'before food', after: 'after food', any: 'with or without food' },
    days: (n: number) => `${n} days`,
    investigations: 'Investigations',
    advice: 'Advice',
    followUp: 'Follow-up',
    signature: 'Signature',
    verification: 'Verification code',
    verifyAt: 'Check this prescription at',
  },
  bn: {
    regNo: 'বিএমডিসি রেজি. নং',
    patient: 'রোগী',
    age: 'বয়স',
    years: (n: number) => `${formatNumber(n, 'bn')} বছর`,
    sex: 'লিঙ্গ',
    sexes: { female: 'মহিলা', male: 'পুরুষ', other: 'অন্যান্য' },
    date: 'তারিখ',
    version: (n: number) => `সংস্করণ ${formatNumber(n, 'bn')}`,
    replaced: (date: string) => `এই প্রেসক্রিপশনটি ${date} তারিখে বদলানো হয়েছে`,
    diagnosis: 'রোগনির্ণয়',
    noMedicines: 'কোনো ওষুধ নেই',
    meal: { before: 'খাবারের আগে', after: 'খাবারের পরে', any: 'খাবারের আগে বা পরে' },
    days: (n: number) => `${formatNumber(n, 'bn')} দিন`,
    investigations: 'পরীক্ষা-নিরীক্ষা',
    advice: 'পরামর্শ',
    followUp: 'পরবর্তী সাক্ষাৎ',
    signature: 'স্বাক্ষর',
    verification: 'যাচাই কোড',
    verifyAt: 'এই প্রেসক্রিপশন যাচাই করুন',
  },
} as const;

const UNKNOWN = '—';

function formatNumber(n: number, language: Language) {
  return new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-US').format(n);
}

function formatDate(date: Date, language: Language, timeZone: string) {
  return new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-US', {
    timeZone,
    dateStyle: 'medium',
  }).format(date);
}

/** Bangla letters, with the danda and the joiners Bangla spelling uses. */
const BENGALI = '\\u0980-\\u09FF\\u0964\\u0965\\u200C\\u200D';
/** A run of Bangla words, with the spaces and punctuation between them. */
const BENGALI_RUN = new RegExp(`([${BENGALI}]+(?:[\\s.,:;()\\-+/%]+[${BENGALI}]+)*)`, 'u');
const IS_BENGALI = new RegExp(`^[${BENGALI}]`, 'u');

type Doc = InstanceType<typeof PDFDocument>;
interface WriteOptions {
  bold?: boolean;
  size?: number;
  width?: number;
  align?: 'left' | 'right' | 'center';
  x?: number;
  y?: number;
}

/**
 * Writes text that may mix Latin and Bangla. Each Bangla run is set in the Bangla font and marked
 * with its own words as ActualText: shaped Bangla puts some vowel signs before their consonant, and
 * the mark lets text extraction, search and screen readers read the words in their real order.
 */
function write(doc: Doc, text: string, options: WriteOptions = {}) {
  const { bold = false, size = 10, width, align, x, y } = options;
  const parts = (text === '' ? ' ' : text).split(BENGALI_RUN).filter((part) => part !== '');
  parts.forEach((part, index) => {
    const bengali = IS_BENGALI.test(part);
    doc
      .font(bengali ? (bold ? 'bengaliBold' : 'bengali') : bold ? 'latinBold' : 'latin')
      .fontSize(size);
    if (bengali) doc.markContent('Span', { actual: part });
    const continued = index < parts.length - 1;
    if (index === 0 && x !== undefined) doc.text(part, x, y, { width, align, continued });
    else doc.text(part, { width, align, continued });
    if (bengali) doc.endMarkedContent();
  });
}

function rule(doc: Doc) {
  const y = doc.y + 4;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.5)
    .strokeColor('#888888')
    .stroke();
  doc.y = y + 8;
}

/**
 * The issuing doctor's name over 'Signature', at the right under the prescription, as a signed
 * paper one has it: the PDF is issued only from the doctor's own account.
 */
function signature(doc: Doc, name: string, label: string, contentWidth: number) {
  const width = 200;
  const x = doc.page.margins.left + contentWidth - width;
  doc.moveDown(2);
  if (doc.y + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  write(doc, name, { bold: true, size: 11, x, y: doc.y, width, align: 'center' });
  const y = doc.y + 2;
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.5)
    .strokeColor('#888888')
    .stroke();
  doc.y = y + 4;
  write(doc, label, { x, y: doc.y, width, align: 'center', size: 9 });
  doc.x = doc.page.margins.left;
}

/**
 * The drawing's own version: raise it when a change here alters what a PDF shows, so the PDFs kept
 * (decision 033) are drawn again rather than served as they were.
 */
const LAYOUT_VERSION = 2;

/**
 * Names everything a PDF is drawn from: two PDFs with the same fingerprint look the same, so a
 * kept one may be served in place of drawing it again. A correction (replacedAt), a change to the
 * doctor or the patient, or a new layout changes it.
 */
export function pdfFingerprint(input: PrescriptionDocument, language: Language, timeZone: string) {
  return createHash('sha256')
    .update(JSON.stringify({ layout: LAYOUT_VERSION, language, timeZone, input }))
    .digest('base64url');
}

/**
 * The prescription as an A4 PDF (docs/product/clinical-record.md §4): clinic, doctor with qualifications and BMDC number,
 * patient with age and sex ('—' when unknown), date, diagnosis, numbered Rx list, investigations,
 * advice, follow-up date, the doctor's name as signature, and the verification code with a QR code of its public URL. Its length is
 * bounded by the input's limits (at most 30 medicines of short fields), so it stays a few pages.
 */
export async function renderPrescriptionPdf(
  input: PrescriptionDocument,
  language: Language,
  timeZone: string,
): Promise<Buffer> {
  const text = LABELS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: language,
    info: { Title: `${input.clinicName} prescription ${input.code}`, Author: input.doctor.name },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const contentWidth = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const date = (at: Date) => formatDate(at, language, timeZone);
  // The age the patient was on the clinic's day the prescription was issued.
  const issuedDay = new Intl.DateTimeFormat('en-CA', { timeZone }).format(input.issuedAt);

  write(doc, input.clinicName, { bold: true, size: 20 });
  write(doc, input.doctor.name, { bold: true, size: 13 });
  if (input.doctor.qualifications) write(doc, input.doctor.qualifications);
  write(doc, `${text.regNo}: ${input.doctor.bmdcNumber ?? UNKNOWN}`);
  if (input.replacedAt) {
    doc.moveDown(0.5);
    doc.fillColor('#b00020');
    write(doc, text.replaced(date(input.replacedAt)), { bold: true, size: 11 });
    doc.fillColor('black');
  }
  rule(doc);

  const age =
    input.patient.dateOfBirth === null
      ? UNKNOWN
      : text.years(ageOn(input.patient.dateOfBirth, issuedDay));
  const sex = input.patient.sex === null ? UNKNOWN : text.sexes[input.patient.sex];
  write(doc, `${text.patient}: ${input.patient.name}`, { bold: true, size: 11 });
  write(doc, `${text.age}: ${age}    ${text.sex}: ${sex}`);
  write(doc, `${text.date}: ${date(input.issuedAt)}    ${text.version(input.version)}`);
  rule(doc);

  if (input.diagnosis.trim()) {
    write(doc, text.diagnosis, { bold: true, size: 11 });
    for (const line of input.diagnosis.split(/\r?\n/)) write(doc, line, { width: contentWidth });
    doc.moveDown(0.5);
  }

  write(doc, 'Rx', { bold: true, size: 16 });
  if (input.medicines.length === 0) write(doc, text.noMedicines);
  input.medicines.forEach((medicine, index) => {
    const number = formatNumber(index + 1, language);
    const name = [medicine.name, medicine.strength, medicine.form && `(${medicine.form})`]
      .filter(Boolean)
      .join(' ');
    write(doc, `${number}. ${name}`, { bold: true, size: 11 });
    const how = [medicine.dose, text.meal[medicine.meal], text.days(medicine.durationDays)].join(
      ' · ',
    );
    write(doc, `    ${how}`);
    if (medicine.instructions) write(doc, `    ${medicine.instructions}`);
    doc.moveDown(0.3);
  });

  const section = (title: string, body: string) => {
    if (!body.trim()) return;
    doc.moveDown(0.5);
    write(doc, title, { bold: true, size: 11 });
    for (const line of body.split(/\r?\n/)) write(doc, line, { width: contentWidth });
  };
  section(text.investigations, input.investigations);
  section(text.advice, input.advice);
  if (input.followUpDays !== null) {
    const followUp = new Date(input.issuedAt.getTime() + input.followUpDays * 86_400_000);
    section(text.followUp, `${date(followUp)} (${text.days(input.followUpDays)})`);
  }

  signature(doc, input.doctor.name, text.signature, contentWidth);

  // The verification block sits at the bottom of the last page, with room for the QR code.
  const qrSize = 90;
  const bottom = doc.page.height - doc.page.margins.bottom;
  if (doc.y + qrSize + 20 > bottom) doc.addPage();
  const top = doc.page.height - doc.page.margins.bottom - qrSize;
  rule(doc);
  const qr = await QRCode.toBuffer(input.verifyUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
  });
  doc.image(qr, doc.page.margins.left, top, { width: qrSize, height: qrSize });
  const textX = doc.page.margins.left + qrSize + 15;
  const textWidth = contentWidth - qrSize - 15;
  write(doc, `${text.verification}: ${input.code}`, {
    bold: true,
    size: 11,
    x: textX,
    y: top + 10,
    width: textWidth,
  });
  write(doc, `${text.verifyAt}:`, { width: textWidth });
  write(doc, input.verifyUrl, { width: textWidth, size: 9 });

  doc.end();
  return finished;
}
