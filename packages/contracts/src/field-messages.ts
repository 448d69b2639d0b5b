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
  ['page must be a whole number from 1', 'পৃষ্ঠা ১ বা তার বেশি একটি পূর্ণসংখ্যা হতে হবে'],
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
  ['must be the id of a message', 'একটি বার্তার id হতে হবে'],
  [
    'must be a payment id such as pi_3MtwBwLkdIwHu7ix28a3tqPa',
    'pi_3MtwBwLkdIwHu7ix28a3tqPa-এর মতো একটি পেমেন্ট id হতে হবে',
  ],
  ["must contain only letters, digits, '_' and '-'", "শুধু অক্ষর, সংখ্যা, '_' ও '-' থাকতে পারে"],
  ['Your card number is invalid.', 'আপনার কার্ড নম্বরটি সঠিক নয়।'],
  [
    "Your card's expiration date is incomplete: use MM/YY.",
    'আপনার কার্ডের মেয়াদের তারিখ অসম্পূর্ণ: MM/YY আকারে লিখুন।',
  ],
  ["Your card's security code is incomplete.", 'আপনার কার্ডের নিরাপত্তা কোড অসম্পূর্ণ।'],
]);

/** A schema's message in `language`; a message the table does not know stays as it came. */
export function fieldMessageIn(message: string, language: Language): string {
  return language === 'en' ? message : (BANGLA(message) ?? message);
}
