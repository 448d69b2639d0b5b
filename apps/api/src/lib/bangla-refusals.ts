import type { Language } from '@sustho/contracts/language';
import { fieldMessageIn } from '@sustho/contracts/field-messages';
import { translationTable } from '@sustho/contracts/translation-table';

/**
 * Bangla for the API's refusals. The services throw them in English (the product's words, and the
 * answer for every client that asks for no other language); the error handler turns a refusal into
 * the asker's language on its way out. A test checks that every refusal the source throws is here.
 */
const BANGLA = translationTable([
  [
    'Something went wrong on our side. Please try again.',
    'আমাদের দিকে একটি সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  ],

  // Signing in and accounts
  ['Sign in to continue', 'চালিয়ে যেতে সাইন ইন করুন'],
  [
    'Sign in to continue: the access token is missing, expired or revoked',
    'চালিয়ে যেতে সাইন ইন করুন: প্রবেশের টোকেন নেই, মেয়াদ শেষ হয়েছে বা বাতিল হয়েছে',
  ],
  ['Sign in first: there is no session', 'আগে সাইন ইন করুন: কোনো সেশন চালু নেই'],
  ['Set up two-factor sign-in to continue', 'চালিয়ে যেতে দুই ধাপের সাইন ইন চালু করুন'],
  [
    'Sign in again with your authenticator code to continue',
    'চালিয়ে যেতে আপনার অথেনটিকেটর কোড দিয়ে আবার সাইন ইন করুন',
  ],
  ['You are not allowed to do this', 'এই কাজটি করার অনুমতি আপনার নেই'],
  ['Admins only', 'শুধু অ্যাডমিনদের জন্য'],
  ['Doctors only', 'শুধু ডাক্তারদের জন্য'],
  [
    "This browser's push service is not one this site sends notifications through",
    'এই ব্রাউজারের পুশ সার্ভিসের মাধ্যমে এই সাইট নোটিফিকেশন পাঠায় না',
  ],
  ['Pharmacists and admins only', 'শুধু ফার্মাসিস্ট ও অ্যাডমিনদের জন্য'],
  ['A token can only be issued for your own e-mail', 'শুধু আপনার নিজের ইমেইলের জন্যই টোকেন দেওয়া যায়'],
  ['Your account no longer exists', 'আপনার অ্যাকাউন্টটি আর নেই'],
  ['This account no longer exists', 'এই অ্যাকাউন্টটি আর নেই'],
  ['You can only register your own e-mail', 'শুধু আপনার নিজের ইমেইল নিবন্ধন করতে পারবেন'],
  ['You can only ask about your own account', 'শুধু আপনার নিজের অ্যাকাউন্ট সম্পর্কে জানতে পারবেন'],
  ['No user has this id', 'এই id-র কোনো ব্যবহারকারী নেই'],
  [
    'The last admin cannot be deleted: make another user an admin first',
    'শেষ অ্যাডমিনকে মুছে ফেলা যায় না: আগে অন্য কাউকে অ্যাডমিন করুন',
  ],
  ['A doctor account cannot be made an admin', 'ডাক্তারের অ্যাকাউন্টকে অ্যাডমিন করা যায় না'],
  [
    'The last admin cannot stop being an admin: make another user an admin first',
    'শেষ অ্যাডমিনের অ্যাডমিন ভূমিকা সরানো যায় না: আগে অন্য কাউকে অ্যাডমিন করুন',
  ],
  [
    'You cannot remove your own admin role: ask another admin',
    'নিজের অ্যাডমিন ভূমিকা নিজে সরাতে পারবেন না: অন্য একজন অ্যাডমিনকে বলুন',
  ],
  [
    'This admin is named in ADMIN_EMAILS, which makes them an admin again at every start: remove the address there first',
    'এই অ্যাডমিনের ইমেইল ADMIN_EMAILS-এ আছে, যা প্রতিবার চালু হওয়ার সময় তাঁকে আবার অ্যাডমিন করে: আগে সেখান থেকে ঠিকানাটি সরান',
  ],
  [
    'You cannot delete your own account here: use your profile page',
    'এখান থেকে নিজের অ্যাকাউন্ট মুছতে পারবেন না: আপনার প্রোফাইল পাতা ব্যবহার করুন',
  ],
  [
    'This request comes from another site: it was refused',
    'এই অনুরোধটি অন্য একটি সাইট থেকে এসেছে, তাই গ্রহণ করা হয়নি',
  ],
  [
    'This connection comes from another site: it was refused',
    'এই সংযোগটি অন্য একটি সাইট থেকে এসেছে, তাই গ্রহণ করা হয়নি',
  ],
  [
    'Too many attempts. Please wait {} seconds and try again.',
    'অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে {1} সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।',
  ],
  [
    'You can book or cancel at most {} times an hour. Please try again in {} minutes.',
    'ঘণ্টায় সর্বোচ্চ {1} বার বুক বা বাতিল করা যায়। অনুগ্রহ করে {2} মিনিট পরে আবার চেষ্টা করুন।',
  ],

  // Treatments, blogs and bookings
  ["No service is called '{}'", "'{1}' নামে কোনো সেবা নেই"],
  ['No blog has this id', 'এই id-র কোনো লেখা নেই'],
  ['No lab test has this id', 'এই id-র কোনো ল্যাব পরীক্ষা নেই'],
  ['This lab test measures no value with this id', 'এই ল্যাব পরীক্ষায় এই id-র কোনো মান মাপা হয় না'],
  ['Lab staff only', 'শুধু ল্যাব কর্মীদের জন্য'],
  [
    'An imaging test or an ECG is done at the lab: it cannot be collected at home',
    'ইমেজিং পরীক্ষা বা ইসিজি ল্যাবেই করা হয়: এর নমুনা বাড়ি থেকে সংগ্রহ করা যায় না',
  ],
  [
    'Every range needs a low bound, a high bound or both',
    'প্রতিটি পরিসরে একটি নিম্নসীমা, একটি ঊর্ধ্বসীমা বা দুটোই দিতে হবে',
  ],
  ["A range's low bound is above its high bound", 'একটি পরিসরের নিম্নসীমা তার ঊর্ধ্বসীমার চেয়ে বেশি'],
  [
    "A range's ages must run from a lower age to a higher one",
    'একটি পরিসরের বয়স কম বয়স থেকে বেশি বয়সের দিকে হতে হবে',
  ],
  [
    'Two ranges for the same sex share an age: give each age one range',
    'একই লিঙ্গের দুটি পরিসরে একই বয়স পড়েছে: প্রতিটি বয়সের জন্য একটিই পরিসর দিন',
  ],
  ['No booking has this id', 'এই id-র কোনো বুকিং নেই'],
  ['You have no booking with this id', 'এই id-র কোনো বুকিং আপনার নেই'],
  ['You can only see your own bookings', 'শুধু আপনার নিজের বুকিং দেখতে পারবেন'],
  ['This booking belongs to another patient', 'এই বুকিংটি অন্য একজন রোগীর'],
  ['This booking is cancelled', 'এই বুকিংটি বাতিল হয়েছে'],
  [
    'This booking changed meanwhile: please try again',
    'এর মধ্যে বুকিংটি বদলে গেছে: অনুগ্রহ করে আবার চেষ্টা করুন',
  ],
  ['A booking that is {} cannot be {}', "'{1}' অবস্থার বুকিং '{2}' করা যায় না"],
  [
    "This account is for the clinic's work: sign in with a patient account to book, order or consult",
    'এই অ্যাকাউন্টটি ক্লিনিকের কাজের জন্য: বুক, অর্ডার বা পরামর্শ নিতে রোগীর অ্যাকাউন্টে সাইন ইন করুন',
  ],
  [
    "body.treatmentName: no treatment is called '{}'",
    "body.treatmentName: '{1}' নামে কোনো চিকিৎসা নেই",
  ],
  [
    '{}, {} cannot be booked: choose a day from today to {} days ahead and a slot that has not started',
    '{1}, {2} বুক করা যাবে না: আজ থেকে {3} দিনের মধ্যে একটি দিন এবং এখনো শুরু হয়নি এমন একটি সময় বেছে নিন',
  ],
  [
    'body.doctorId: no doctor of {} with this id works at {} on {}',
    'body.doctorId: {3} তারিখে {2}-এ এই id-র কোনো {1} ডাক্তার নেই',
  ],
  ['body.slot: {} has no slot {} on {}', 'body.slot: {3} তারিখে {1}-এর {2} সময়টি নেই'],
  [
    'A booking can be marked missed only after it has started',
    'অ্যাপয়েন্টমেন্ট শুরু হওয়ার পরেই কেবল একে অনুপস্থিত হিসেবে চিহ্নিত করা যায়',
  ],
  [
    'Only the doctor of this booking can mark it missed',
    'শুধু এই বুকিংয়ের ডাক্তারই একে অনুপস্থিত হিসেবে চিহ্নিত করতে পারেন',
  ],
  ["Only the booking's patient can reschedule it", 'শুধু বুকিংয়ের রোগী নিজেই এর সময় বদলাতে পারেন'],
  ['body.slot: the booking is already at this slot', 'body.slot: বুকিংটি এখন এই সময়েই আছে'],
  ['Only an active booking can be rescheduled', 'শুধু সক্রিয় বুকিংয়ের সময় বদলানো যায়'],
  [
    'A booking can be rescheduled until {} hours before it starts',
    'অ্যাপয়েন্টমেন্ট শুরুর {1} ঘণ্টা আগে পর্যন্ত এর সময় বদলানো যায়',
  ],
  [
    'This booking was already rescheduled {} times, the most allowed',
    'এই বুকিংয়ের সময় ইতিমধ্যে {1} বার বদলানো হয়েছে, এর বেশি বদলানো যায় না',
  ],
  [
    'Sorry, the {} slot on {} was just taken. Please choose another slot.',
    'দুঃখিত, {2} তারিখের {1} স্লটটি এইমাত্র অন্য কেউ নিয়ে নিয়েছেন। অন্য একটি স্লট বেছে নিন।',
  ],
  ['You already have a booking on {}', '{1} তারিখে আপনার এই চিকিৎসার একটি বুকিং আগেই আছে'],
  [
    'You already have an appointment at {} on {}',
    '{2} তারিখে {1} সময়ে আপনার আরেকটি অ্যাপয়েন্টমেন্ট আছে',
  ],

  // Follow-ups (services.md §3)
  ['Only a completed consultation gives a follow-up', 'শুধু সম্পন্ন পরামর্শের পরেই ফলো-আপ পাওয়া যায়'],
  ['A follow-up gives no follow-up of its own', 'ফলো-আপের পরে আর কোনো ফলো-আপ পাওয়া যায় না'],
  [
    'A follow-up is for the patient of its consultation',
    'ফলো-আপ শুধু সেই পরামর্শের রোগীর জন্যই বুক করা যায়',
  ],
  [
    'A follow-up is with the doctor of its consultation',
    'ফলো-আপ শুধু সেই পরামর্শের ডাক্তারের সাথেই বুক করা যায়',
  ],
  [
    'body.doctorId: a follow-up is booked with the doctor of its consultation',
    'body.doctorId: ফলো-আপ শুধু সেই পরামর্শের ডাক্তারের সাথেই বুক করা যায়',
  ],
  [
    'A follow-up is booked on a day up to {} days after its consultation',
    'ফলো-আপ পরামর্শের দিন থেকে {1} দিনের মধ্যে কোনো একদিন বুক করতে হয়',
  ],
  ['This consultation already has its follow-up', 'এই পরামর্শের ফলো-আপ আগেই বুক করা হয়েছে'],

  // Doctors and invitations
  ['No doctor has this id', 'এই id-র কোনো ডাক্তার নেই'],
  ['No treatment has this id', 'এই id-র কোনো চিকিৎসা নেই'],
  ['This account has no doctor profile', 'এই অ্যাকাউন্টে কোনো ডাক্তার প্রোফাইল নেই'],
  ['No doctor profile is linked to this account', 'এই অ্যাকাউন্টের সাথে কোনো ডাক্তার প্রোফাইল যুক্ত নেই'],
  [
    "body.specialty: '{}' is not a treatment; choose one from /api/appointmentSpecialty",
    "body.specialty: '{1}' কোনো চিকিৎসা নয়; /api/appointmentSpecialty থেকে একটি বেছে নিন",
  ],
  [
    'A doctor with the e-mail {} is already listed',
    '{1} ইমেইলের একজন ডাক্তার আগে থেকেই তালিকায় আছেন',
  ],
  ['This doctor has already accepted their invitation', 'এই ডাক্তার আগেই আমন্ত্রণ গ্রহণ করেছেন'],
  ['This invitation link is not valid', 'এই আমন্ত্রণ লিংকটি সঠিক নয়'],
  [
    'This invitation has already been used: sign in with your account',
    'এই আমন্ত্রণটি আগেই ব্যবহার করা হয়েছে: আপনার অ্যাকাউন্ট দিয়ে সাইন ইন করুন',
  ],
  [
    'This invitation has expired: ask the clinic to send a new one',
    'এই আমন্ত্রণের মেয়াদ শেষ হয়ে গেছে: ক্লিনিককে নতুন একটি পাঠাতে বলুন',
  ],
  [
    'body.password: is required to create your account',
    'body.password: অ্যাকাউন্ট খুলতে পাসওয়ার্ড দিতে হবে',
  ],
  [
    'This invitation is for {}: sign in with that account to accept it',
    'এই আমন্ত্রণটি {1}-এর জন্য: গ্রহণ করতে সেই অ্যাকাউন্ট দিয়ে সাইন ইন করুন',
  ],
  [
    'An account with the e-mail {} exists: sign in to accept the invitation',
    '{1} ইমেইলের একটি অ্যাকাউন্ট আছে: আমন্ত্রণ গ্রহণ করতে সাইন ইন করুন',
  ],
  [
    'An admin account cannot accept an invitation to join as staff',
    'অ্যাডমিনের অ্যাকাউন্ট দিয়ে কর্মী হিসেবে যোগ দেওয়ার আমন্ত্রণ গ্রহণ করা যায় না',
  ],
  ['This account is already a staff account', 'এই অ্যাকাউন্টটি আগে থেকেই ক্লিনিকের একজন কর্মীর'],

  // Staff: pharmacists and lab technicians
  [
    'The account of {} is already a staff account',
    '{1}-এর অ্যাকাউন্টটি আগে থেকেই ক্লিনিকের একজন কর্মীর',
  ],
  ['No open staff invitation has this id', 'এই id-র কোনো খোলা কর্মী-আমন্ত্রণ নেই'],
  ['No staff member has this id', 'এই id-র কোনো কর্মী নেই'],
  [
    'This account has upcoming appointments: cancel them in My Appointments before accepting the invitation',
    'এই অ্যাকাউন্টে সামনের অ্যাপয়েন্টমেন্ট আছে: আমন্ত্রণ গ্রহণের আগে আমার অ্যাপয়েন্টমেন্ট থেকে সেগুলো বাতিল করুন',
  ],

  // Medicine (services.md §5)
  ['No medicine has this id', 'এই id-র কোনো ওষুধ নেই'],
  [
    "Send the catalogue as multipart/form-data in the field '{}'",
    "ক্যাটালগটি '{1}' ঘরে multipart/form-data হিসেবে পাঠান",
  ],
  [
    "Choose a CSV file to upload in the field '{}'",
    "'{1}' ঘরে আপলোড করার জন্য একটি CSV ফাইল বেছে নিন",
  ],
  [
    'The file is larger than {} MB: split it into smaller files',
    'ফাইলটি {1} MB-এর চেয়ে বড়: এটিকে কয়েকটি ছোট ফাইলে ভাগ করুন',
  ],
  [
    'The file is not UTF-8 text: save the catalogue as CSV (UTF-8)',
    'ফাইলটি UTF-8 লেখা নয়: ক্যাটালগটি CSV (UTF-8) হিসেবে সংরক্ষণ করুন',
  ],
  [
    'The file holds more than {} medicines: split it into smaller files',
    'ফাইলটিতে {1}টির বেশি ওষুধ আছে: এটিকে কয়েকটি ছোট ফাইলে ভাগ করুন',
  ],
  [
    'The file has no header row: its first line must name the columns',
    'ফাইলটিতে শিরোনামের সারি নেই: প্রথম লাইনে কলামগুলোর নাম থাকতে হবে',
  ],
  [
    'The file has {} problems: nothing was imported. Fix them and upload it again.',
    'ফাইলটিতে {1}টি সমস্যা আছে: কিছুই আমদানি করা হয়নি। সেগুলো ঠিক করে আবার আপলোড করুন।',
  ],

  // Consult now (services.md §3)
  ['No Consult now request has this id', 'এই id-র কোনো এখনই পরামর্শের অনুরোধ নেই'],
  ['This patient is no longer offered to you', 'এই রোগীকে আর আপনার কাছে পাঠানো হচ্ছে না'],
  [
    '{} is not offered in Consult now: please book an appointment',
    '{1} এখনই পরামর্শে দেওয়া হয় না: অনুগ্রহ করে একটি অ্যাপয়েন্টমেন্ট বুক করুন',
  ],
  ['You are already waiting for a doctor', 'আপনি ইতিমধ্যে একজন ডাক্তারের জন্য অপেক্ষা করছেন'],
  [
    'This family member is already waiting for a doctor',
    'পরিবারের এই সদস্য ইতিমধ্যে একজন ডাক্তারের জন্য অপেক্ষা করছেন',
  ],
  [
    'Only a listed doctor can take Consult now patients',
    'শুধু তালিকাভুক্ত ডাক্তারই এখনই পরামর্শের রোগী নিতে পারেন',
  ],
  ['Your treatment is not offered in Consult now', 'আপনার চিকিৎসাটি এখনই পরামর্শে দেওয়া হয় না'],
  ['You have a booked consultation at this time', 'এই সময়ে আপনার একটি বুক করা পরামর্শ আছে'],
  ['This patient has another consultation at this time', 'এই সময়ে এই রোগীর আরেকটি পরামর্শ আছে'],
  [
    'A doctor has accepted this consultation: it can no longer be cancelled',
    'একজন ডাক্তার এই পরামর্শটি গ্রহণ করেছেন: এটি আর বাতিল করা যাবে না',
  ],
  ['A Consult now consultation cannot be rescheduled', 'এখনই পরামর্শের সময় বদলানো যায় না'],
  ['This consultation has no doctor or time yet', 'এই পরামর্শের এখনো কোনো ডাক্তার বা সময় ঠিক হয়নি'],

  // The family (services.md §2)
  ['No patient in your family has this id', 'এই id-র কোনো রোগী আপনার পরিবারে নেই'],
  [
    'You can add at most {} family members: remove one to add another',
    'সর্বোচ্চ {1} জন পরিবারের সদস্য যোগ করা যায়: আরেকজন যোগ করতে একজনকে সরান',
  ],
  [
    'You cannot remove yourself from your family: delete your account instead',
    'নিজেকে পরিবার থেকে সরানো যায় না: তার বদলে আপনার অ্যাকাউন্ট মুছে ফেলুন',
  ],
  [
    'body: your own name is changed on your profile, and your relation is always Myself',
    'body: আপনার নিজের নাম প্রোফাইল পাতায় বদলাতে হয়, আর আপনার সম্পর্ক সবসময় "আমি নিজে"',
  ],

  // The waitlist
  ['No waitlist entry of yours has this id', 'এই id-র কোনো অপেক্ষা তালিকার এন্ট্রি আপনার নেই'],
  [
    'body.appointmentDate: {} is not a day you can book: choose one from today within the booking window',
    'body.appointmentDate: {1} বুক করার মতো দিন নয়: আজ থেকে বুকিংয়ের সময়সীমার মধ্যে একটি দিন বেছে নিন',
  ],
  ['You already have a {} booking on {}', '{2} তারিখে আপনার {1}-এর একটি বুকিং আগেই আছে'],
  [
    '{} still has free slots on {}: book one of them instead of waiting',
    '{2} তারিখে {1}-এর খালি সময় এখনো আছে: অপেক্ষা না করে একটি বুক করুন',
  ],
  [
    'You are already on the waitlist for {} on {}',
    'আপনি আগে থেকেই {2} তারিখের {1}-এর অপেক্ষা তালিকায় আছেন',
  ],
  ['You have booked this slot already', 'আপনি এই সময়টি আগেই বুক করেছেন'],
  [
    'This offer has expired: the slot went to the next patient waiting',
    'এই অফারের মেয়াদ শেষ হয়ে গেছে: সময়টি তালিকার পরের জনকে দেওয়া হয়েছে',
  ],
  ['No slot is on offer for this entry yet', 'এই এন্ট্রির জন্য এখনো কোনো সময় খালি হয়নি'],
  ['body.phone: is required to book', 'body.phone: বুক করতে ফোন নম্বর দিতে হবে'],

  // Payments
  ['Nothing to pay has this id', 'এই id-র পরিশোধযোগ্য কিছু নেই'],
  ['No subscription has this id', 'এই id-র কোনো সাবস্ক্রিপশন নেই'],
  [
    'You can only pay for your own subscriptions',
    'শুধু আপনার নিজের সাবস্ক্রিপশনের জন্য পেমেন্ট করতে পারবেন',
  ],
  ['This subscription is cancelled', 'এই সাবস্ক্রিপশনটি বাতিল হয়েছে'],
  ['This subscription is already paid', 'এই সাবস্ক্রিপশনের পেমেন্ট আগেই করা হয়েছে'],
  ['This subscription has no payment to refund', 'এই সাবস্ক্রিপশনে ফেরত দেওয়ার মতো কোনো পেমেন্ট নেই'],
  ['This payment is for another subscription', 'এই পেমেন্টটি অন্য একটি সাবস্ক্রিপশনের'],
  [
    "The payment's amount does not match the subscription's price",
    'পেমেন্টের পরিমাণ সাবস্ক্রিপশনের দামের সাথে মেলে না',
  ],
  [
    "The payment's currency does not match the subscription's",
    'পেমেন্টের মুদ্রা সাবস্ক্রিপশনের মুদ্রার সাথে মেলে না',
  ],
  [
    'SSLCommerz validated a payment for another subscription',
    'SSLCommerz অন্য একটি সাবস্ক্রিপশনের পেমেন্ট যাচাই করেছে',
  ],
  [
    'This subscription was already paid, so this second payment was refunded',
    'এই সাবস্ক্রিপশনের পেমেন্ট আগেই হয়েছিল, তাই এই দ্বিতীয় পেমেন্টটি ফেরত দেওয়া হয়েছে',
  ],
  [
    'This subscription was cancelled before the payment arrived, so the payment was refunded',
    'পেমেন্ট পৌঁছানোর আগেই সাবস্ক্রিপশনটি বাতিল হয়েছিল, তাই পেমেন্টটি ফেরত দেওয়া হয়েছে',
  ],

  // Plans
  [
    "Your {} plan already includes Personal's discount",
    'আপনার {1} প্ল্যানে পার্সোনালের ছাড় আগে থেকেই আছে',
  ],
  [
    'Your {} plan runs until {}: a lower plan can be bought once it ends',
    'আপনার {1} প্ল্যান {2} পর্যন্ত চলবে: এটি শেষ হলে নিচের প্ল্যান কেনা যাবে',
  ],
  [
    'You have a plan starting on {}: you can upgrade once it starts',
    '{1} তারিখে আপনার একটি প্ল্যান শুরু হবে: সেটি শুরু হলে আপগ্রেড করতে পারবেন',
  ],
  ['Your plan changed meanwhile: please try again', 'এর মধ্যে আপনার প্ল্যান বদলেছে: আবার চেষ্টা করুন'],
  ['Only a running paid plan can be refunded', 'শুধু চলমান পেইড প্ল্যানের টাকা ফেরত দেওয়া যায়'],
  ['You can only pay for your own bookings', 'শুধু আপনার নিজের বুকিংয়ের জন্য পেমেন্ট করতে পারবেন'],
  ['This booking is already paid', 'এই বুকিংয়ের পেমেন্ট আগেই করা হয়েছে'],
  ['This booking is free: there is nothing to pay', 'এই বুকিংটি বিনামূল্যে: কিছু পরিশোধ করতে হবে না'],
  ['This booking has no payment to refund', 'এই বুকিংয়ে ফেরত দেওয়ার মতো কোনো পেমেন্ট নেই'],
  [
    'Card payments are off here: pay through SSLCommerz',
    'এখানে কার্ডে পেমেন্ট বন্ধ আছে: SSLCommerz দিয়ে পরিশোধ করুন',
  ],
  ['SSLCommerz is not configured here: pay by card', 'এখানে SSLCommerz চালু নেই: কার্ডে পরিশোধ করুন'],
  [
    'The payment sandbox is off: payments go through Stripe',
    'পেমেন্ট স্যান্ডবক্স বন্ধ আছে: পেমেন্ট Stripe দিয়ে হয়',
  ],
  ['This payment is for another booking', 'এই পেমেন্টটি অন্য একটি বুকিংয়ের'],
  [
    'The card payment has not succeeded (its status is {})',
    'কার্ডের পেমেন্ট সফল হয়নি (এর অবস্থা: {1})',
  ],
  [
    "The payment's amount does not match the booking's price",
    'পেমেন্টের পরিমাণ বুকিংয়ের দামের সাথে মেলে না',
  ],
  [
    "The payment's currency does not match the booking's",
    'পেমেন্টের মুদ্রা বুকিংয়ের মুদ্রার সাথে মেলে না',
  ],
  [
    'This booking was cancelled before the payment arrived, so the payment was refunded',
    'পেমেন্ট পৌঁছানোর আগেই বুকিংটি বাতিল হয়েছিল, তাই পেমেন্টটি ফেরত দেওয়া হয়েছে',
  ],
  [
    'This booking was already paid, so this second payment was refunded',
    'এই বুকিংয়ের পেমেন্ট আগেই হয়েছিল, তাই এই দ্বিতীয় পেমেন্টটি ফেরত দেওয়া হয়েছে',
  ],
  [
    'A payment for one of these bookings arrived while {}: please try again',
    '{1} চলাকালে এই বুকিংগুলোর একটির পেমেন্ট এসেছে: অনুগ্রহ করে আবার চেষ্টা করুন',
  ],
  [
    'The payment provider has no payment with this transaction id',
    'পেমেন্ট সেবাদাতার কাছে এই লেনদেন id-র কোনো পেমেন্ট নেই',
  ],
  ['The payment provider refused the request: {}', 'পেমেন্ট সেবাদাতা অনুরোধটি গ্রহণ করেনি: {1}'],
  [
    'The payment provider did not answer. Please try again in a moment.',
    'পেমেন্ট সেবাদাতা সাড়া দেয়নি। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।',
  ],
  ['The payment provider sent no client secret', 'পেমেন্ট সেবাদাতা কোনো client secret পাঠায়নি'],
  ['No payment intent has this client secret', 'এই client secret-এর কোনো payment intent নেই'],
  [
    'This PaymentIntent does not have a successful charge to refund.',
    'এই PaymentIntent-এ ফেরত দেওয়ার মতো কোনো সফল চার্জ নেই।',
  ],
  [
    'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    'এই PaymentIntent আগেই নিশ্চিত হয়ে সফল হয়েছে, তাই আবার নিশ্চিত করা যাবে না।',
  ],
  ['Your card was declined.', 'আপনার কার্ডটি গ্রহণ করা হয়নি।'],
  ['Your card has insufficient funds.', 'আপনার কার্ডে যথেষ্ট টাকা নেই।'],
  ['Your card has expired.', 'আপনার কার্ডের মেয়াদ শেষ হয়ে গেছে।'],
  ["Your card's security code is incorrect.", 'আপনার কার্ডের নিরাপত্তা কোডটি ভুল।'],
  [
    'An error occurred while processing your card. Try again in a little bit.',
    'আপনার কার্ড প্রক্রিয়া করার সময় একটি সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।',
  ],
  [
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
    'আপনার কার্ডটি গ্রহণ করা হয়নি। এটি পরীক্ষামূলক পেমেন্ট, কিন্তু একটি আসল কার্ড দেওয়া হয়েছে। পরীক্ষার কার্ডের তালিকা দেখুন: https://stripe.com/docs/testing.',
  ],
  [
    'Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET',
    'Stripe webhook চালু করা নেই: STRIPE_WEBHOOK_SECRET দিন',
  ],
  [
    'Webhooks come from Stripe, which is not configured: the sandbox records a payment when its card is confirmed',
    'Webhook আসে Stripe থেকে, যা চালু করা নেই: স্যান্ডবক্স কার্ড নিশ্চিত হলেই পেমেন্ট লিখে রাখে',
  ],
  ['The webhook signature is missing or invalid', 'webhook-এর স্বাক্ষর নেই বা সঠিক নয়'],
  ['The webhook has no body', 'webhook-এ কোনো বিষয়বস্তু নেই'],
  [
    'SSLCommerz did not answer. Please try again in a moment.',
    'SSLCommerz সাড়া দেয়নি। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।',
  ],
  ['SSLCommerz answered with an error (HTTP {})', 'SSLCommerz একটি ত্রুটি জানিয়েছে (HTTP {1})'],
  ['SSLCommerz refused the request ({})', 'SSLCommerz অনুরোধটি গ্রহণ করেনি ({1})'],
  ['SSLCommerz did not refund the payment: {}', 'SSLCommerz পেমেন্টটি ফেরত দেয়নি: {1}'],
  [
    'SSLCommerz answered an unknown refund status ({})',
    'SSLCommerz টাকা ফেরতের একটি অজানা অবস্থা জানিয়েছে ({1})',
  ],
  ['No SSLCommerz payment has this tran_id', 'এই tran_id-র কোনো SSLCommerz পেমেন্ট নেই'],
  ['val_id is required to validate the payment', 'পেমেন্ট যাচাই করতে val_id দিতে হবে'],
  [
    'SSLCommerz does not confirm this payment (its validation status is {})',
    'SSLCommerz এই পেমেন্ট নিশ্চিত করেনি (যাচাইয়ের অবস্থা: {1})',
  ],
  [
    'SSLCommerz validated another transaction than this tran_id',
    'SSLCommerz এই tran_id নয়, অন্য একটি লেনদেন যাচাই করেছে',
  ],
  [
    'SSLCommerz validated a payment for another booking',
    'SSLCommerz অন্য একটি বুকিংয়ের পেমেন্ট যাচাই করেছে',
  ],
  [
    'SSLCommerz validated a payment without its bank id',
    'SSLCommerz ব্যাংকের id ছাড়া একটি পেমেন্ট যাচাই করেছে',
  ],

  // The consultation and the clinical record
  ['Please pay for this appointment to join', 'যোগ দিতে এই অ্যাপয়েন্টমেন্টের পেমেন্ট করুন'],
  ["Waiting for the patient's payment", 'রোগীর পেমেন্টের অপেক্ষায়'],
  [
    'This chat is full: it holds at most {} messages',
    'এই চ্যাটে আর জায়গা নেই: এতে সর্বোচ্চ {1}টি বার্তা রাখা যায়',
  ],
  ['No consultation has this id', 'এই id-র কোনো পরামর্শ নেই'],
  ['This consultation room opens at {}', 'এই পরামর্শ কক্ষ খুলবে {1}-এ'],
  ['This consultation has ended', 'এই পরামর্শ শেষ হয়েছে'],
  ['This consultation is already {}', "এই পরামর্শটি আগেই '{1}' হয়েছে"],
  [
    'Only the patient and their doctors can see this health record',
    'এই স্বাস্থ্য রেকর্ড শুধু রোগী ও তাঁর ডাক্তাররা দেখতে পারেন',
  ],
  [
    'Only the doctor of this consultation can write its record',
    'শুধু এই পরামর্শের ডাক্তারই এর রেকর্ড লিখতে পারেন',
  ],
  [
    'This booking was cancelled: it has no consultation to write down',
    'এই বুকিংটি বাতিল হয়েছে: এতে লিখে রাখার মতো কোনো পরামর্শ নেই',
  ],
  ['No prescription has this id', 'এই id-র কোনো প্রেসক্রিপশন নেই'],
  ['No prescription has this code', 'এই কোডের কোনো প্রেসক্রিপশন নেই'],
  ['No report has this id', 'এই id-র কোনো রিপোর্ট নেই'],
  [
    'Reports can be added to a booking only before it takes place',
    'অ্যাপয়েন্টমেন্টের আগেই কেবল রিপোর্ট যোগ করা যায়',
  ],
  ['bookingId must be a valid id', 'bookingId সঠিক নয়'],
  ['patientId must be a valid id', 'patientId সঠিক নয়'],
  // Also the family's answer to a profile of another account (modules/family/patient-for.ts).
  ['No patient in your family has this id', 'আপনার পরিবারে এই id-র কোনো রোগী নেই'],
  [
    'patientId must be the patient the booking is for, or left out',
    'patientId অবশ্যই সেই রোগী হতে হবে যার জন্য বুকিংটি করা, নয়তো এটি বাদ দিন',
  ],

  // Uploads
  [
    'Only PDF, JPEG or PNG reports can be uploaded: this file is not one',
    'শুধু PDF, JPEG বা PNG রিপোর্ট আপলোড করা যায়: এই ফাইলটি তেমন নয়',
  ],
  [
    'Only JPEG, PNG or WebP images can be uploaded: this file is not one of them',
    'শুধু JPEG, PNG বা WebP ছবি আপলোড করা যায়: এই ফাইলটি তেমন নয়',
  ],
  [
    'Your reports would take more than {} MB, the most kept for one patient: delete a report you no longer need, then upload this one',
    'আপনার রিপোর্টগুলো {1} MB-এর বেশি জায়গা নেবে, একজন রোগীর জন্য এটাই সর্বোচ্চ: প্রয়োজন নেই এমন একটি রিপোর্ট মুছে তারপর এটি আপলোড করুন',
  ],
  ['You can only delete your own reports', 'শুধু আপনার নিজের রিপোর্ট মুছতে পারবেন'],
  [
    'The report is larger than {} MB: choose a smaller file',
    'রিপোর্টটি {1} MB-এর চেয়ে বড়: ছোট একটি ফাইল বেছে নিন',
  ],
  [
    'The image is larger than {} MB: choose a smaller one',
    'ছবিটি {1} MB-এর চেয়ে বড়: ছোট একটি বেছে নিন',
  ],
  [
    'The image is {} × {} pixels: the most is 40 megapixels',
    'ছবিটি {1} × {2} পিক্সেল: সর্বোচ্চ ৪০ মেগাপিক্সেল চলবে',
  ],
  ['The image could not be read: the file is damaged', 'ছবিটি পড়া যায়নি: ফাইলটি নষ্ট'],
  [
    'The image could not be read: the file is damaged or truncated',
    'ছবিটি পড়া যায়নি: ফাইলটি নষ্ট বা অসম্পূর্ণ',
  ],
  ['The upload could not be read: {}', 'আপলোড করা ফাইলটি পড়া যায়নি: {1}'],
  [
    "Send the report as multipart/form-data in the field '{}'",
    "রিপোর্টটি '{1}' ঘরে multipart/form-data হিসেবে পাঠান",
  ],
  ["Send one report in the field '{}'", "'{1}' ঘরে একটি রিপোর্ট পাঠান"],
  ["Choose a report to upload in the field '{}'", "'{1}' ঘরে আপলোড করার জন্য একটি রিপোর্ট বেছে নিন"],
  [
    "Send the image as multipart/form-data in the field '{}'",
    "ছবিটি '{1}' ঘরে multipart/form-data হিসেবে পাঠান",
  ],
  ["Choose an image to upload in the field '{}'", "'{1}' ঘরে আপলোড করার জন্য একটি ছবি বেছে নিন"],
  ["Unknown field '{}'", "অজানা ঘর '{1}'"],

  // What the input guard finds wrong with a request part ('body: …')
  ['must not contain the NUL character (U+0000)', 'এতে NUL অক্ষর (U+0000) থাকতে পারবে না'],
  ['must not nest deeper than {} levels', '{1} স্তরের বেশি গভীর হতে পারবে না'],
  [
    'must not contain encoded dots, slashes or backslashes',
    'এতে এনকোড করা ডট, স্ল্যাশ বা ব্যাকস্ল্যাশ থাকতে পারবে না',
  ],
  ["must not contain '.' or '..' segments", "এতে '.' বা '..' অংশ থাকতে পারবে না"],
  ["must not contain '//'", "এতে '//' থাকতে পারবে না"],
  ['must not contain backslashes', 'এতে ব্যাকস্ল্যাশ থাকতে পারবে না'],

  ['Send the request body as a JSON object', 'অনুরোধের বডি একটি JSON অবজেক্ট হিসেবে পাঠান'],

  // Medicine orders (services.md §5)
  ['Only patients can order medicines', 'শুধু রোগীরাই ওষুধ অর্ডার করতে পারেন'],
  [
    'You have uploaded no prescription photo with this id',
    'এই id-র কোনো প্রেসক্রিপশনের ছবি আপনি আপলোড করেননি',
  ],
  ['No medicine of the catalogue has the id {}', 'ক্যাটালগে {1} id-র কোনো ওষুধ নেই'],
  ['{} is not sold in {}', '{1} {2}-এ বিক্রি হয় না'],
  ['Only {} left of {}', '{2} আর মাত্র {1}টি আছে'],
  ['An order must cost something: add a medicine', 'অর্ডারে দাম আছে এমন একটি ওষুধ যোগ করুন'],
  ['Only patients and pharmacists have orders', 'শুধু রোগী ও ফার্মাসিস্টদের অর্ডার থাকে'],
  ['No order has this id', 'এই id-র কোনো অর্ডার নেই'],
  ['No order of yours has this id', 'এই id-র কোনো অর্ডার আপনার নেই'],
  ['This order is already cancelled', 'এই অর্ডারটি আগেই বাতিল হয়েছে'],
  [
    'This order is {}: it can be cancelled only before it is packed',
    "এই অর্ডারটি এখন '{1}' অবস্থায়: প্যাক হওয়ার আগেই শুধু বাতিল করা যায়",
  ],
  ['Only pharmacists can move an order', 'শুধু ফার্মাসিস্টরাই অর্ডারের অবস্থা বদলাতে পারেন'],
  ['An order cannot be moved to {} by hand', "অর্ডারকে হাতে '{1}' অবস্থায় নেওয়া যায় না"],
  [
    'This order is {}: it cannot be moved to {}',
    "এই অর্ডারটি এখন '{1}' অবস্থায়: একে '{2}' অবস্থায় নেওয়া যায় না",
  ],
  ['This order cites no Sustho prescription', 'এই অর্ডারে সুস্থর কোনো প্রেসক্রিপশন নেই'],
  [
    'Only a pharmacist can see the prescription an order cites',
    'অর্ডারের প্রেসক্রিপশন শুধু একজন ফার্মাসিস্ট দেখতে পারেন',
  ],
  ['This order has no prescription photo', 'এই অর্ডারে প্রেসক্রিপশনের কোনো ছবি নেই'],
  [
    'Only a JPEG, PNG or PDF prescription can be uploaded: this file is not one',
    'শুধু JPEG, PNG বা PDF প্রেসক্রিপশন আপলোড করা যায়: এই ফাইলটি তেমন নয়',
  ],
  [
    "Send the prescription as multipart/form-data in the field '{}'",
    "প্রেসক্রিপশনটি multipart/form-data হিসেবে '{1}' ঘরে পাঠান",
  ],
  [
    "Choose a photo or PDF of the prescription to upload in the field '{}'",
    "'{1}' ঘরে আপলোড করতে প্রেসক্রিপশনের একটি ছবি বা PDF বেছে নিন",
  ],
  [
    'The prescription is larger than {} MB: choose a smaller file',
    'প্রেসক্রিপশনটি {1} MB-এর চেয়ে বড়: একটি ছোট ফাইল বেছে নিন',
  ],
  ['You have no prescription with this id', 'এই id-র কোনো প্রেসক্রিপশন আপনার নেই'],
  ['This patient has no prescription with this id', 'এই রোগীর এই id-র কোনো প্রেসক্রিপশন নেই'],
  [
    'This prescription was replaced by a newer one: order from the new one',
    'এই প্রেসক্রিপশনের জায়গায় নতুন একটি দেওয়া হয়েছে: নতুনটি থেকে অর্ডার করুন',
  ],
  [
    'This prescription was issued more than {} days ago: ask your doctor for a new one',
    'এই প্রেসক্রিপশনটি {1} দিনেরও আগে দেওয়া: ডাক্তারের কাছে নতুন একটি চেয়ে নিন',
  ],
  [
    '{}: at most {} units of a medicine sold without prescription can be ordered at once',
    '{1}: প্রেসক্রিপশন ছাড়া বিক্রি হওয়া ওষুধ একবারে সর্বোচ্চ {2}টি অর্ডার করা যায়',
  ],
  ['{}: your prescription does not list this medicine', '{1}: আপনার প্রেসক্রিপশনে এই ওষুধটি নেই'],
  [
    '{}: this medicine needs a prescription: order it from your prescription or upload a photo of one',
    '{1}: এই ওষুধের জন্য প্রেসক্রিপশন লাগে: আপনার প্রেসক্রিপশন থেকে অর্ডার করুন বা একটির ছবি আপলোড করুন',
  ],
  [
    '{}: earlier orders already took everything your prescription allows',
    '{1}: আপনার প্রেসক্রিপশনে যতটা অনুমতি আছে, আগের অর্ডারগুলোতে তার সবটাই নেওয়া হয়ে গেছে',
  ],
  ['{}: your prescription allows {} more units', '{1}: আপনার প্রেসক্রিপশন অনুযায়ী আর {2}টি নেওয়া যায়'],
  ['You can only pay for your own orders', 'শুধু নিজের অর্ডারের পেমেন্টই করতে পারবেন'],
  ['This payment is for another order', 'এই পেমেন্টটি অন্য একটি অর্ডারের'],
  [
    'SSLCommerz validated a payment for another order',
    'SSLCommerz অন্য একটি অর্ডারের পেমেন্ট যাচাই করেছে',
  ],
  [
    "The payment's amount does not match the order's total",
    'পেমেন্টের পরিমাণ অর্ডারের মোট দামের সাথে মেলে না',
  ],
  ["The payment's currency does not match the order's", 'পেমেন্টের মুদ্রা অর্ডারের মুদ্রার সাথে মেলে না'],
  ['This order has no payment to refund', 'এই অর্ডারে ফেরত দেওয়ার মতো কোনো পেমেন্ট নেই'],
  ['This order is cancelled', 'এই অর্ডারটি বাতিল হয়েছে'],
  ['This order is paid in cash on delivery', 'এই অর্ডারের দাম ডেলিভারির সময় নগদে দেওয়া হবে'],
  ['This order is already paid', 'এই অর্ডারের পেমেন্ট আগেই করা হয়েছে'],
  [
    'This order was already paid, so this second payment was refunded',
    'এই অর্ডারের পেমেন্ট আগেই হয়ে গিয়েছিল, তাই দ্বিতীয় পেমেন্টটি ফেরত দেওয়া হয়েছে',
  ],
  [
    'This order was cancelled before the payment arrived, so the payment was refunded',
    'পেমেন্ট পৌঁছানোর আগেই অর্ডারটি বাতিল হয়েছিল, তাই পেমেন্টটি ফেরত দেওয়া হয়েছে',
  ],

  // Lab orders (services.md §6, decision 054)
  ['No lab order has this id', 'এই id-র কোনো ল্যাব অর্ডার নেই'],
  ['This collection slot is full', 'এই নমুনা সংগ্রহের সময়টি পূর্ণ'],
  [
    'This collection slot has passed: choose a later one',
    'এই নমুনা সংগ্রহের সময় পেরিয়ে গেছে: পরের একটি সময় বেছে নিন',
  ],
  [
    'The collection day has passed: choose today or a later day',
    'নমুনা সংগ্রহের দিন পেরিয়ে গেছে: আজ বা পরের কোনো দিন বেছে নিন',
  ],
  [
    'Home collections are taken from {} to {}: choose a slot in those hours',
    'বাসা থেকে নমুনা নেওয়া হয় {1} থেকে {2} পর্যন্ত: এই সময়ের মধ্যে একটি সময় বেছে নিন',
  ],
  ['No lab test has this id', 'এই id-র কোনো ল্যাব পরীক্ষা নেই'],
  [
    "{} is done at the lab: choose 'Visit the lab' for it",
    "{1} ল্যাবে করা হয়: এর জন্য 'ল্যাবে যান' বেছে নিন",
  ],
  [
    'This lab test is not sold in the clinic’s currency',
    'এই ল্যাব পরীক্ষাটি ক্লিনিকের মুদ্রায় বিক্রি হয় না',
  ],
  ['No prescription of this patient has this id', 'এই রোগীর এই id-র কোনো প্রেসক্রিপশন নেই'],
  ['No prescription has this id', 'এই id-র কোনো প্রেসক্রিপশন নেই'],
  [
    'This order can no longer be cancelled: its sample was collected',
    'এই অর্ডার আর বাতিল করা যাবে না: নমুনা নেওয়া হয়ে গেছে',
  ],
  ['This order is not paid yet', 'এই অর্ডারের পেমেন্ট এখনো হয়নি'],
  ['This order is cancelled', 'এই অর্ডারটি বাতিল করা হয়েছে'],
  ['This sample was already collected', 'এই নমুনা আগেই নেওয়া হয়েছে'],
  ['Only lab staff can do this', 'শুধু ল্যাব কর্মীরা এটি করতে পারেন'],
  ['The report must be a PDF: this file is not one', 'রিপোর্টটি PDF হতে হবে: এই ফাইলটি PDF নয়'],
  [
    'This result is already released: send a correction that replaces it',
    'এই ফলাফল আগেই প্রকাশিত হয়েছে: এটি প্রতিস্থাপনের জন্য একটি সংশোধন পাঠান',
  ],
  ['Results are entered once the sample is collected', 'নমুনা নেওয়ার পরেই ফলাফল দেওয়া যায়'],
  [
    'This result was already corrected: correct the result in force',
    'এই ফলাফল আগেই সংশোধন করা হয়েছে: বর্তমানে বহাল ফলাফলটি সংশোধন করুন',
  ],
  [
    'Enter the results of every test of the order, each once',
    'অর্ডারের প্রতিটি পরীক্ষার ফলাফল একবার করে দিন',
  ],
  ['Enter every value of {}, each once', '{1}-এর প্রতিটি মান একবার করে দিন'],
  ['This lab order has no report PDF with this id', 'এই ল্যাব অর্ডারে এই id-র কোনো রিপোর্ট PDF নেই'],
  [
    "Send the results as JSON, or as multipart/form-data with the report PDF in the field 'file'",
    "ফলাফল JSON হিসেবে পাঠান, অথবা multipart/form-data হিসেবে 'file' ঘরে রিপোর্ট PDF সহ",
  ],
  ["Send the report PDF in the field 'file'", "রিপোর্ট PDF 'file' ঘরে পাঠান"],
  ["Send one report PDF in the field 'file'", "'file' ঘরে একটি রিপোর্ট PDF পাঠান"],
  ["Send the results as JSON in the field 'result'", "ফলাফল JSON হিসেবে 'result' ঘরে পাঠান"],
  ['You can only pay for your own lab orders', 'আপনি শুধু নিজের ল্যাব অর্ডারের পেমেন্ট করতে পারেন'],
  ['This payment is for another lab order', 'এই পেমেন্টটি অন্য একটি ল্যাব অর্ডারের'],
  [
    'SSLCommerz validated a payment for another lab order',
    'SSLCommerz অন্য একটি ল্যাব অর্ডারের পেমেন্ট যাচাই করেছে',
  ],
  [
    "The payment's amount does not match the lab order's total",
    'পেমেন্টের পরিমাণ ল্যাব অর্ডারের মোট অঙ্কের সঙ্গে মেলে না',
  ],
  [
    "The payment's currency does not match the lab order's",
    'পেমেন্টের মুদ্রা ল্যাব অর্ডারের মুদ্রার সঙ্গে মেলে না',
  ],
  ['This lab order has no payment to refund', 'এই ল্যাব অর্ডারের ফেরত দেওয়ার মতো কোনো পেমেন্ট নেই'],
  ['This lab order is cancelled', 'এই ল্যাব অর্ডারটি বাতিল করা হয়েছে'],
  ['This lab order is paid at collection', 'এই ল্যাব অর্ডারের পেমেন্ট নমুনা নেওয়ার সময় হবে'],
  ['This lab order is already paid', 'এই ল্যাব অর্ডারের পেমেন্ট আগেই হয়েছে'],
  [
    'This lab order was cancelled before the payment arrived, so the payment was refunded',
    'পেমেন্ট পৌঁছানোর আগেই ল্যাব অর্ডারটি বাতিল হয়েছিল, তাই পেমেন্ট ফেরত দেওয়া হয়েছে',
  ],
  [
    'This lab order was already paid, so this second payment was refunded',
    'ল্যাব অর্ডারটির পেমেন্ট আগেই হয়েছিল, তাই এই দ্বিতীয় পেমেন্ট ফেরত দেওয়া হয়েছে',
  ],
]);

/** 'body.email: must be …' — a request part (and field) and what is wrong with it. */
const FIELD_PROBLEM =
  /^((?:body|querystring|params|headers|path|request)(?:\.[\w.[\]-]+)?): (.+)$/s;

function problemIn(problem: string, language: Language): string {
  const translated = BANGLA(problem);
  if (translated !== undefined) return translated;
  return fieldMessageIn(problem, language);
}

/**
 * A refusal's message in `language`. A validation answer lists its problems ('body.email: …;
 * body.name: …'): each keeps its field and has its problem translated. A message no table knows
 * stays in English, which the test over the source keeps from happening.
 */
export function refusalIn(message: string, language: Language): string {
  if (language === 'en') return message;
  const whole = BANGLA(message);
  if (whole !== undefined) return whole;
  return message
    .split('; ')
    .map((part) => {
      const fieldProblem = FIELD_PROBLEM.exec(part);
      return fieldProblem ? `${fieldProblem[1]}: ${problemIn(fieldProblem[2]!, language)}` : part;
    })
    .join('; ');
}
