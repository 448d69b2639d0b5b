import type { invitationsCopy as English } from '../en/invitations';

/** The page a doctor's or staff member's invitation link opens. */
export const invitationsCopy: typeof English = {
  title: 'আপনার আমন্ত্রণ | সুস্থ',
  metaDescription: 'সুস্থ ক্লিনিকে যোগ দিন।',
  heading: 'সুস্থ-তে যোগ দিন',
  welcome: (name: string, email: string) => `স্বাগতম, ${name}। এই আমন্ত্রণটি ${email} ঠিকানার জন্য।`,
  invitedAs: {
    doctor: 'আপনাকে ডাক্তার হিসেবে সুস্থ-তে যোগ দেওয়ার আমন্ত্রণ জানানো হয়েছে।',
    pharmacist: 'আপনাকে ফার্মাসিস্ট হিসেবে সুস্থ-তে যোগ দেওয়ার আমন্ত্রণ জানানো হয়েছে।',
    lab: 'আপনাকে ল্যাব টেকনিশিয়ান হিসেবে সুস্থ-তে যোগ দেওয়ার আমন্ত্রণ জানানো হয়েছে।',
  },
  setPassword: 'আপনার পাসওয়ার্ড ঠিক করুন',
  password: 'পাসওয়ার্ড',
  passwordHint: 'কমপক্ষে ৮টি অক্ষর।',
  accept: 'আমন্ত্রণ গ্রহণ করুন',
  signInFirst: 'এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে: আমন্ত্রণ গ্রহণ করতে সেই অ্যাকাউন্টে সাইন ইন করুন।',
  signIn: 'সাইন ইন',
  otherAccount: (email: string) =>
    `আপনি অন্য একটি অ্যাকাউন্টে সাইন ইন করে আছেন। আমন্ত্রণ গ্রহণ করতে সাইন আউট করে ${email} দিয়ে সাইন ইন করুন।`,
  cannotAccept: 'এই আমন্ত্রণটি গ্রহণ করা যাচ্ছে না',
  accepted: 'সুস্থ-তে আপনাকে স্বাগতম। আপনার অ্যাকাউন্ট তৈরি হয়ে গেছে।',
};
