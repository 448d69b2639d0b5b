import { banglaNumber } from '../numbers';
import type { paymentsCopy as English } from '../en/payments';

/** The payment page. */
export const paymentsCopy: typeof English = {
  title: 'পেমেন্ট | সুস্থ',
  metaDescription: 'কার্ডে আপনার অ্যাপয়েন্টমেন্টের পেমেন্ট করুন।',
  heading: (treatment: string) => `${treatment}-এর পেমেন্ট`,
  instruction: (price: number, date: string, slot: string) =>
    `${date}, ${slot} সময়ের অ্যাপয়েন্টমেন্টের জন্য অনুগ্রহ করে $${banglaNumber(price)} পরিশোধ করুন`,
  pay: 'পেমেন্ট করুন',
  success: 'অভিনন্দন! আপনার পেমেন্ট সম্পন্ন হয়েছে',
  transactionId: 'আপনার লেনদেন আইডি:',
  paid: 'এই অ্যাপয়েন্টমেন্টের পেমেন্ট হয়ে গেছে। আর কিছু পরিশোধ করতে হবে না।',
  refunded: 'এই অ্যাপয়েন্টমেন্টটি বাতিল হয়েছে এবং এর অর্থ ফেরত দেওয়া হয়েছে।',
  cancelled: 'এই অ্যাপয়েন্টমেন্টটি বাতিল হয়েছে, তাই কিছু পরিশোধ করতে হবে না।',
  free: 'এই অ্যাপয়েন্টমেন্টটি বিনামূল্যে, তাই কিছু পরিশোধ করতে হবে না।',
  backToAppointments: 'আমার অ্যাপয়েন্টমেন্টে ফিরে যান',
  notYours: 'যে রোগী এই অ্যাপয়েন্টমেন্টটি বুক করেছেন, শুধু তিনিই এর পেমেন্ট করতে পারবেন।',
  cardLabel: 'কার্ড',
  stripeLoading: 'নিরাপদ কার্ড ফর্ম লোড হচ্ছে…',
  notCompleted: 'পেমেন্ট সম্পন্ন হয়নি। আবার চেষ্টা করুন।',
  sandbox: {
    legend: 'কার্ডের তথ্য',
    note: 'টেস্ট মোড: কোনো অর্থ লেনদেন হবে না। 4242 4242 4242 4242 নম্বর, ভবিষ্যতের যেকোনো মেয়াদ এবং যেকোনো CVC দিয়ে পেমেন্ট করুন।',
    number: 'কার্ড নম্বর',
    expiry: 'মেয়াদ (MM/YY)',
    cvc: 'CVC',
    expiryInPast: 'আপনার কার্ডের মেয়াদ শেষ হয়ে গেছে।',
  },
};
