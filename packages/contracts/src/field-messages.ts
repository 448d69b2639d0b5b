import type { Language } from './language.js';
import { translationTable } from './translation-table.js';

/**
 * Bangla for the messages the shared schemas give ('is required'): the web app shows them under a
 * field after its label ('ইমেইল দিতে হবে'), and the API answers its 400s with them, so one table
 * serves both. Keyed by the schemas' English; a test checks that every message the schemas carry
 * is here.
 */
const BANGLA = translationTable([
  ['is required', 'দিতে হবে'],
  ['id must be a valid id', 'id সঠিক নয়'],
  ["must be a date such as 'Jan 5, 2023'", "'Jan 5, 2023'-এর মতো একটি তারিখ হতে হবে"],
  ['must be at most {} characters', 'সর্বোচ্চ {1} অক্ষরের হতে পারে'],
  ['must be at least {} characters', 'অন্তত {1} অক্ষরের হতে হবে'],
  ['must be on one line, without control characters', 'এক লাইনে লিখুন, কোনো নিয়ন্ত্রণ-অক্ষর ছাড়া'],
  ['must not contain control characters', 'এতে কোনো নিয়ন্ত্রণ-অক্ষর থাকতে পারবে না'],
  ['must be the URL of an image uploaded here', 'এখানে আপলোড করা একটি ছবির ঠিকানা হতে হবে'],
  ['must be the URL of an uploaded image', 'আপলোড করা একটি ছবির ঠিকানা হতে হবে'],
  ['language must be one of {}', 'ভাষা এগুলোর একটি হতে হবে: {1}'],
  ['must be a valid e-mail address', 'সঠিক ইমেইল ঠিকানা হতে হবে'],
  ['must be the URL of a push service', 'একটি পুশ সার্ভিসের ঠিকানা হতে হবে'],
  ['must be a P-256 public key in base64url', 'base64url-এ একটি P-256 পাবলিক কী হতে হবে'],
  ['must be a 16-byte secret in base64url', 'base64url-এ ১৬ বাইটের একটি গোপন কী হতে হবে'],
  ['page must be a whole number from 1', 'পৃষ্ঠা ১ বা তার বেশি একটি পূর্ণসংখ্যা হতে হবে'],
  [
    'subtotal must be an amount from 0 to 10000000',
    'সাবটোটাল ০ থেকে ১,০০,০০,০০০-এর মধ্যে একটি পরিমাণ হতে হবে',
  ],
  [
    "must be a BMDC registration number such as 'A-12345': a capital letter, a dash and up to 8 digits",
    "'A-12345'-এর মতো BMDC নিবন্ধন নম্বর হতে হবে: একটি বড় হাতের ইংরেজি অক্ষর, একটি ড্যাশ এবং সর্বোচ্চ ৮টি সংখ্যা",
  ],
  ['must be a whole number of years from 0 to 80', '০ থেকে ৮০-এর মধ্যে পূর্ণ বছর হতে হবে'],
  ['must be a list of language names', 'ভাষার নামের একটি তালিকা হতে হবে'],
  ['must not contain an empty language', 'কোনো ভাষার ঘর খালি রাখা যাবে না'],
  ['must contain names of at most 40 characters', 'প্রতিটি নাম সর্বোচ্চ ৪০ অক্ষরের হতে পারে'],
  ['must list at most 10 languages', 'সর্বোচ্চ ১০টি ভাষা দেওয়া যাবে'],
  ['This invitation link is not valid', 'এই আমন্ত্রণ লিংকটি সঠিক নয়'],
  [
    'must be a phone number such as 01712345678 or +8801712345678',
    '01712345678 বা +8801712345678-এর মতো একটি ফোন নম্বর হতে হবে',
  ],
  [
    'must be a phone number (digits, spaces, +, - and brackets)',
    'একটি ফোন নম্বর হতে হবে (সংখ্যা, ফাঁকা জায়গা, +, - ও বন্ধনী)',
  ],
  ["must be a slot such as '09:00 AM - 09:30 AM'", "'09:00 AM - 09:30 AM'-এর মতো একটি সময় হতে হবে"],
  ['must be the id of one of the treatment’s doctors', 'এই চিকিৎসার একজন ডাক্তারের id হতে হবে'],
  ['must be the id of one of your completed bookings', 'আপনার সম্পন্ন হওয়া একটি বুকিংয়ের id হতে হবে'],
  ['must not be empty', 'খালি রাখা যাবে না'],
  ['must not be only spaces', 'শুধু ফাঁকা জায়গা দেওয়া যাবে না'],
  ["must be a time such as '09:00'", "'09:00'-এর মতো একটি সময় হতে হবে"],
  ['must be on a 5-minute step, such as 09:05', '৫ মিনিটের ধাপে হতে হবে, যেমন 09:05'],
  ["must be a day such as '2026-03-15'", "'2026-03-15'-এর মতো একটি দিন হতে হবে"],
  [
    'must be a weekday from 0 (Sunday) to 6 (Saturday)',
    '০ (রবিবার) থেকে ৬ (শনিবার) পর্যন্ত সপ্তাহের একটি দিন হতে হবে',
  ],
  ['must have at most 168 intervals', 'সর্বোচ্চ ১৬৮টি সময়-পরিসর দেওয়া যাবে'],
  ['must have at most 200 ranges', 'সর্বোচ্চ ২০০টি ছুটির পরিসর দেওয়া যাবে'],
  ['must be after {}', '{1}-এর পরে হতে হবে'],
  ['must be on or after {}', '{1} বা তার পরে হতে হবে'],
  ['overlaps {}–{} on {}', '{3} তারিখে {1}–{2}-এর সাথে মিলে যাচ্ছে'],
  ["must be 'female', 'male' or 'other'", "'female', 'male' বা 'other' হতে হবে"],
  // The family (services.md §2)
  [
    'must be the id of one of your family profiles',
    'আপনার পরিবারের কোনো একজনের প্রোফাইলের id হতে হবে',
  ],
  [
    "must be 'spouse', 'child', 'parent', 'sibling' or 'other'",
    "'spouse', 'child', 'parent', 'sibling' বা 'other' হতে হবে",
  ],
  ['must change at least one field', 'অন্তত একটি ঘর বদলাতে হবে'],
  // The medicine catalogue's staff side (services.md §5 'Catalogue')
  [
    'must be a whole number of units from 0 to 1000000',
    '০ থেকে ১০,০০,০০০-এর মধ্যে পূর্ণ সংখ্যায় একক হতে হবে',
  ],
  [
    'must be a price from 0 to 100000 with at most two decimals',
    '০ থেকে ১,০০,০০০-এর মধ্যে একটি দাম হতে হবে, দশমিকের পরে সর্বোচ্চ দুই ঘর',
  ],
  ['must be a whole number from 1 to 10000', '১ থেকে ১০,০০০-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে'],
  ['must be one of {}', 'এগুলোর একটি হতে হবে: {1}'],
  ["must be 'yes' or 'no'", "'yes' বা 'no' হতে হবে"],
  [
    "is missing: the header row must name column '{}'",
    "নেই: শিরোনামের সারিতে '{1}' কলামটি থাকতে হবে",
  ],
  ['is not a column of the catalogue', 'ক্যাটালগের কোনো কলাম নয়'],
  ['is named twice in the header row', 'শিরোনামের সারিতে দুবার আছে'],
  ['has {} cells; the header row has {}', 'এতে {1}টি ঘর আছে; শিরোনামের সারিতে আছে {2}টি'],
  [
    'is the same medicine (brand, strength, form and manufacturer) as line {}',
    '{1} নম্বর লাইনের ওষুধটিই (ব্র্যান্ড, শক্তি, ধরন ও প্রস্তুতকারক একই)',
  ],
  ['has a quoted cell that is never closed', 'এতে উদ্ধৃতিচিহ্ন দিয়ে শুরু করা একটি ঘর বন্ধ করা হয়নি'],
  [
    'has a quote inside a cell: put the cell in quotes and double the quote',
    'একটি ঘরের ভেতরে উদ্ধৃতিচিহ্ন আছে: ঘরটি উদ্ধৃতিচিহ্নের মধ্যে রাখুন এবং ভেতরের চিহ্নটি দুবার লিখুন',
  ],
  ["must be 'pharmacist' or 'lab'", "'pharmacist' বা 'lab' হতে হবে"],
  ['must be a day between 1900-01-01 and today', '১৯০০-০১-০১ থেকে আজকের মধ্যে একটি দিন হতে হবে'],
  ["must be the current consent version '{}'", "সম্মতির বর্তমান সংস্করণ '{1}' হতে হবে"],
  ["must be a dose pattern such as '1+0+1'", "'1+0+1'-এর মতো সেবনবিধি হতে হবে"],
  ["must be 'before', 'after' or 'any'", "'before', 'after' বা 'any' হতে হবে"],
  ['must be a whole number of days', 'পূর্ণ দিনের সংখ্যা হতে হবে'],
  ['must be at least 1 day', 'অন্তত ১ দিন হতে হবে'],
  ['must be at most 365 days', 'সর্বোচ্চ ৩৬৫ দিন হতে পারে'],
  ['must list at most 30 medicines', 'সর্বোচ্চ ৩০টি ওষুধ লেখা যাবে'],
  ['must be a prescription verification code', 'প্রেসক্রিপশন যাচাইয়ের একটি কোড হতে হবে'],
  ['must be a valid booking id', 'সঠিক একটি বুকিং id হতে হবে'],
  ['must be a valid subscription id', 'সঠিক একটি সাবস্ক্রিপশন id হতে হবে'],
  [
    'send exactly one of bookingId, subscriptionId, orderId, labOrderId',
    'bookingId, subscriptionId, orderId ও labOrderId-এর ঠিক একটি পাঠান',
  ],
  ['must be a valid order id', 'সঠিক একটি অর্ডার id হতে হবে'],
  [
    "must be 'personal', 'professional' or 'enterprise'",
    "'personal', 'professional' বা 'enterprise' হতে হবে",
  ],
  ["must be 'monthly' or 'yearly'", "'monthly' বা 'yearly' হতে হবে"],
  ['must be the id of a message', 'একটি বার্তার id হতে হবে'],
  [
    'must be a payment id such as pi_3MtwBwLkdIwHu7ix28a3tqPa',
    'pi_3MtwBwLkdIwHu7ix28a3tqPa-এর মতো একটি পেমেন্ট id হতে হবে',
  ],
  ["must contain only letters, digits, '_' and '-'", "শুধু অক্ষর, সংখ্যা, '_' ও '-' থাকতে পারে"],
  // The lab catalogue (services.md §6)
  ['must be a number', 'একটি সংখ্যা হতে হবে'],
  ['must not be below 0', '০-এর কম হতে পারবে না'],
  ['must be at most 1000000', 'সর্বোচ্চ ১০,০০,০০০ হতে পারে'],
  ['must be at least -1000000', 'অন্তত -১০,০০,০০০ হতে হবে'],
  ['must have at most 2 decimals', 'দশমিকের পরে সর্বোচ্চ ২টি অঙ্ক থাকতে পারে'],
  ['must be a whole number of hours', 'পূর্ণ ঘণ্টার সংখ্যা হতে হবে'],
  ['must be at least 1 hour', 'অন্তত ১ ঘণ্টা হতে হবে'],
  ['must be at most 720 hours', 'সর্বোচ্চ ৭২০ ঘণ্টা হতে পারে'],
  ['must be true or false', 'true বা false হতে হবে'],
  ['must be a whole number of years', 'পূর্ণ বছরের সংখ্যা হতে হবে'],
  ['must be at most 150', 'সর্বোচ্চ ১৫০ হতে পারে'],
  ["must be 'female' or 'male'", "'female' বা 'male' হতে হবে"],
  ['must have at most 20 ranges', 'সর্বোচ্চ ২০টি পরিসর দেওয়া যাবে'],
  // Lab orders (services.md §6)
  ['must be the id of the result in force', 'বর্তমানে বহাল ফলাফলের id হতে হবে'],
  ['must be a valid lab order id', 'সঠিক ল্যাব অর্ডার id হতে হবে'],
  ["must be a half-hour slot such as '07:30'", "'07:30'-এর মতো আধা ঘণ্টার একটি সময় হতে হবে"],
  ['is required for home collection', 'বাসা থেকে নমুনা সংগ্রহের জন্য দিতে হবে'],
  ['must be left out for a lab visit', 'ল্যাবে গেলে এটি দেওয়া যাবে না'],
  ['must be the id of a test of the catalogue', 'তালিকার একটি পরীক্ষার id হতে হবে'],
  ['must name at least one test', 'অন্তত একটি পরীক্ষা বেছে নিতে হবে'],
  ['must name at most {} tests', 'সর্বোচ্চ {1}টি পরীক্ষা বেছে নেওয়া যাবে'],
  ['must not name a test twice', 'একই পরীক্ষা দুবার দেওয়া যাবে না'],
  ['must be the id of one of your prescriptions', 'আপনার একটি প্রেসক্রিপশনের id হতে হবে'],
  ["must be 'home' or 'lab'", "'home' বা 'lab' হতে হবে"],
  ["must be 'online' or 'at_collection'", "'online' বা 'at_collection' হতে হবে"],
  ["must be 'sample_collected' or 'cancelled'", "'sample_collected' বা 'cancelled' হতে হবে"],
  ['must be the id of a test of the order', 'এই অর্ডারের একটি পরীক্ষার id হতে হবে'],
  ['must be the id of a value of the test', 'এই পরীক্ষার একটি মানের id হতে হবে'],
  ['must have at most {} values', 'সর্বোচ্চ {1}টি মান দেওয়া যাবে'],
  ['Your card number is invalid.', 'আপনার কার্ড নম্বরটি সঠিক নয়।'],
  [
    "Your card's expiration date is incomplete: use MM/YY.",
    'আপনার কার্ডের মেয়াদের তারিখ অসম্পূর্ণ: MM/YY আকারে লিখুন।',
  ],
  ["Your card's security code is incomplete.", 'আপনার কার্ডের নিরাপত্তা কোড অসম্পূর্ণ।'],
  // Medicine orders (services.md §5 'Checkout')
  ["must be one of Bangladesh's 64 districts", 'বাংলাদেশের ৬৪টি জেলার একটি হতে হবে'],
  ['must be the id of a medicine of the catalogue', 'ক্যাটালগের একটি ওষুধের id হতে হবে'],
  [
    'must be a whole number of units from 1 to 10000',
    '১ থেকে ১০,০০০-এর মধ্যে পূর্ণ সংখ্যায় একক হতে হবে',
  ],
  ['must list at least one medicine', 'অন্তত একটি ওষুধ দিতে হবে'],
  ['must list at most 50 medicines', 'সর্বোচ্চ ৫০টি ওষুধ দেওয়া যাবে'],
  ['must list each medicine once', 'প্রতিটি ওষুধ একবারই দিতে হবে'],
  ['must be the id of one of your prescriptions', 'আপনার একটি প্রেসক্রিপশনের id হতে হবে'],
  [
    'must be the id of an uploaded prescription photo',
    'আপলোড করা একটি প্রেসক্রিপশনের ছবির id হতে হবে',
  ],
  ["must be 'online' or 'cod'", "'online' বা 'cod' হতে হবে"],
  ['a cancellation needs a reason', 'বাতিল করতে একটি কারণ লিখতে হবে'],
]);

/** A schema's message in `language`; a message the table does not know stays as it came. */
export function fieldMessageIn(message: string, language: Language): string {
  return language === 'en' ? message : (BANGLA(message) ?? message);
}
