import { z } from 'zod';
import { phoneNumber } from './bookings.js';
import { personName } from './common.js';

/**
 * Bangladesh's 64 districts, the last line of every address a visit goes to: a list, so a courier
 * or phlebotomist is never sent to a misspelling. By the English name the API takes, with the
 * Bangla the screens show.
 */
export const BANGLADESH_DISTRICTS = [
  // Barishal division
  { name: 'Barguna', bn: 'বরগুনা' },
  { name: 'Barishal', bn: 'বরিশাল' },
  { name: 'Bhola', bn: 'ভোলা' },
  { name: 'Jhalokati', bn: 'ঝালকাঠি' },
  { name: 'Patuakhali', bn: 'পটুয়াখালী' },
  { name: 'Pirojpur', bn: 'পিরোজপুর' },
  // Chattogram division
  { name: 'Bandarban', bn: 'বান্দরবান' },
  { name: 'Brahmanbaria', bn: 'ব্রাহ্মণবাড়িয়া' },
  { name: 'Chandpur', bn: 'চাঁদপুর' },
  { name: 'Chattogram', bn: 'চট্টগ্রাম' },
  { name: "Cox's Bazar", bn: 'কক্সবাজার' },
  { name: 'Cumilla', bn: 'কুমিল্লা' },
  { name: 'Feni', bn: 'ফেনী' },
  { name: 'Khagrachhari', bn: 'খাগড়াছড়ি' },
  { name: 'Lakshmipur', bn: 'লক্ষ্মীপুর' },
  { name: 'Noakhali', bn: 'নোয়াখালী' },
  { name: 'Rangamati', bn: 'রাঙ্গামাটি' },
  // Dhaka division
  { name: 'Dhaka', bn: 'ঢাকা' },
  { name: 'Faridpur', bn: 'ফরিদপুর' },
  { name: 'Gazipur', bn: 'গাজীপুর' },
  { name: 'Gopalganj', bn: 'গোপালগঞ্জ' },
  { name: 'Kishoreganj', bn: 'কিশোরগঞ্জ' },
  { name: 'Madaripur', bn: 'মাদারীপুর' },
  { name: 'Manikganj', bn: 'মানিকগঞ্জ' },
  { name: 'Munshiganj', bn: 'মুন্সীগঞ্জ' },
  { name: 'Narayanganj', bn: 'নারায়ণগঞ্জ' },
  { name: 'Narsingdi', bn: 'নরসিংদী' },
  { name: 'Rajbari', bn: 'রাজবাড়ী' },
  { name: 'Shariatpur', bn: 'শরীয়তপুর' },
  { name: 'Tangail', bn: 'টাঙ্গাইল' },
  // Khulna division
  { name: 'Bagerhat', bn: 'বাগেরহাট' },
  { name: 'Chuadanga', bn: 'চুয়াডাঙ্গা' },
  { name: 'Jashore', bn: 'যশোর' },
  { name: 'Jhenaidah', bn: 'ঝিনাইদহ' },
  { name: 'Khulna', bn: 'খুলনা' },
  { name: 'Kushtia', bn: 'কুষ্টিয়া' },
  { name: 'Magura', bn: 'মাগুরা' },
  { name: 'Meherpur', bn: 'মেহেরপুর' },
  { name: 'Narail', bn: 'নড়াইল' },
  { name: 'Satkhira', bn: 'সাতক্ষীরা' },
  // Mymensingh division
  { name: 'Jamalpur', bn: 'জামালপুর' },
  { name: 'Mymensingh', bn: 'ময়মনসিংহ' },
  { name: 'Netrokona', bn: 'নেত্রকোণা' },
  { name: 'Sherpur', bn: 'শেরপুর' },
  // Rajshahi division
  { name: 'Bogura', bn: 'বগুড়া' },
  { name: 'Chapai Nawabganj', bn: 'চাঁপাইনবাবগঞ্জ' },
  { name: 'Joypurhat', bn: 'জয়পুরহাট' },
  { name: 'Naogaon', bn: 'নওগাঁ' },
  { name: 'Natore', bn: 'নাটোর' },
  { name: 'Pabna', bn: 'পাবনা' },
  { name: 'Rajshahi', bn: 'রাজশাহী' },
  { name: 'Sirajganj', bn: 'সিরাজগঞ্জ' },
  // Rangpur division
  { name: 'Dinajpur', bn: 'দিনাজপুর' },
  { name: 'Gaibandha', bn: 'গাইবান্ধা' },
  { name: 'Kurigram', bn: 'কুড়িগ্রাম' },
  { name: 'Lalmonirhat', bn: 'লালমনিরহাট' },
  { name: 'Nilphamari', bn: 'নীলফামারী' },
  { name: 'Panchagarh', bn: 'পঞ্চগড়' },
  { name: 'Rangpur', bn: 'রংপুর' },
  { name: 'Thakurgaon', bn: 'ঠাকুরগাঁও' },
  // Sylhet division
  { name: 'Habiganj', bn: 'হবিগঞ্জ' },
  { name: 'Moulvibazar', bn: 'মৌলভীবাজার' },
  { name: 'Sunamganj', bn: 'সুনামগঞ্জ' },
  { name: 'Sylhet', bn: 'সিলেট' },
] as const;
export type BangladeshDistrict = (typeof BANGLADESH_DISTRICTS)[number]['name'];

const DISTRICT_NAMES = BANGLADESH_DISTRICTS.map((district) => district.name) as [
  BangladeshDistrict,
  ...BangladeshDistrict[],
];

const addressLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'is required' })
    .max(max, { message: `must be at most ${max} characters` })
    .regex(/^[^\p{Cc}]*$/u, { message: 'must be on one line, without control characters' });

/**
 * An address someone is sent to (a medicine delivery, a home sample collection): who receives
 * them, a phone to call at the door (each step of the visit is texted to it), and where.
 */
export const deliveryAddress = z.object({
  recipient: personName,
  phone: phoneNumber,
  line: addressLine(200).describe('House, road, village'),
  area: addressLine(100).describe('Thana, upazila or area'),
  district: z.enum(DISTRICT_NAMES, { message: "must be one of Bangladesh's 64 districts" }),
});
export type DeliveryAddress = z.output<typeof deliveryAddress>;

/** An address as answers carry it: as stored, the phone already normalised (no transform to run). */
export const deliveryAddressView = z.object({
  recipient: z.string(),
  phone: z.string(),
  line: z.string(),
  area: z.string(),
  district: z.enum(DISTRICT_NAMES),
});
export type DeliveryAddressView = z.infer<typeof deliveryAddressView>;
