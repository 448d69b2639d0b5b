import type { CoveringPlan, Plan, PlanPeriod } from '@sustho/contracts';
import type { Copy } from '../en';

const names: Record<Plan, string> = {
  personal: 'পার্সোনাল',
  professional: 'প্রফেশনাল',
  enterprise: 'এন্টারপ্রাইজ',
};

/** A paid plan bought while none runs. */
const startsNow = 'যেদিন মূল্য পরিশোধ করবেন, সেদিন থেকে আপনার প্ল্যান শুরু হবে।';

const periods: Record<PlanPeriod, string> = { monthly: 'মাসিক', yearly: 'বার্ষিক' };

export const plansCopy: Copy['plans'] = {
  names,
  periods,
  perPeriod: { monthly: '/মাস', yearly: '/বছর' },
  periodLabel: 'বিলিংয়ের মেয়াদ',
  coveredBy: (plan: CoveringPlan) => `আপনার ${names[plan]} প্ল্যানে অন্তর্ভুক্ত`,
  checkout: {
    title: 'আপনার প্ল্যান বেছে নিন | সুস্থ',
    metaDescription: 'সুস্থর একটি প্ল্যান নিন বা কিনুন।',
    heading: (plan: string) => `${plan} প্ল্যান`,
    price: 'মূল্য',
    benefits: 'যা অন্তর্ভুক্ত',
    unknownPlan: 'এমন কোনো প্ল্যান নেই। নিচের প্ল্যানগুলোর একটি বেছে নিন।',
    startsNow,
    startsNowFree: 'আপনার প্ল্যান আজ থেকে শুরু হবে।',
    extends: (current: string, endsOn: string) =>
      `${endsOn} পর্যন্ত আপনার ${current} প্ল্যান চালু আছে: এটি তার পরে শুরু হবে।`,
    upgrades: (current: string) =>
      `যেদিন মূল্য পরিশোধ করবেন, সেদিন এই প্ল্যান আপনার ${current} প্ল্যানের জায়গা নেবে। ${current} প্ল্যানের বাকি অংশের টাকা ফেরত দেওয়া হয় না।`,
    pay: 'পেমেন্টে এগিয়ে যান',
    takePersonal: 'পার্সোনাল নিন',
    taken: 'আপনার পার্সোনাল প্ল্যান চালু হয়েছে।',
    backToPlan: 'আমার প্ল্যানে ফিরে যান',
  },
  myPlan: {
    title: 'আমার প্ল্যান | সুস্থ',
    metaDescription: 'সুস্থতে আপনার প্ল্যান, এতে যা আছে এবং যা এতে অন্তর্ভুক্ত হয়েছে।',
    heading: 'আমার প্ল্যান',
    none: 'আপনার এখনো কোনো প্ল্যান নেই। নিচের প্ল্যানগুলোর একটি বেছে নিন।',
    current: (plan: string) => `আপনার প্ল্যান: ${plan}`,
    period: 'বিলিংয়ের মেয়াদ',
    endsOn: 'শেষ হবে',
    consultationsLeft: (left: string, included: string) =>
      `বাকি পরামর্শ: ${included}টির মধ্যে ${left}টি`,
    everyConsultation: 'আপনার ও আপনার পুরো পরিবারের প্রতিটি পরামর্শ অন্তর্ভুক্ত।',
    discount: (percent: string) => `বাড়ি থেকে নমুনা সংগ্রহ ফি ও ওষুধ ডেলিভারি ফিতে ${percent}% ছাড়।`,
    next: (plan: string, startsOn: string, endsOn: string) =>
      `এর পরে: ${plan} প্ল্যান, ${startsOn} থেকে ${endsOn} পর্যন্ত।`,
    coveredHeading: 'আপনার প্ল্যানে অন্তর্ভুক্ত পরামর্শ',
    noneCovered: 'আপনার প্ল্যানে এখনো কোনো পরামর্শ অন্তর্ভুক্ত হয়নি।',
    coveredItem: (treatment: string, patient: string, date: string) =>
      `${patient}-এর জন্য ${treatment}, ${date}`,
    coveredNoDate: (treatment: string, patient: string) =>
      `${patient}-এর জন্য ${treatment}, এখনই পরামর্শ`,
    givenBack: 'বাতিল, পরামর্শটি ফেরত দেওয়া হয়েছে',
    renew: 'নবায়ন করুন',
    change: 'প্ল্যান বদলান',
    choose: 'একটি প্ল্যান বেছে নিন',
    subscribe: (plan: string) => `${plan} বেছে নিন`,
  },
  payment: {
    heading: (plan: string) => `${plan} প্ল্যানের পেমেন্ট`,
    instruction: (price: string, period: string) =>
      `${period} প্ল্যানের জন্য অনুগ্রহ করে ${price} পরিশোধ করুন।`,
    paid: 'এই প্ল্যানের মূল্য পরিশোধ করা হয়েছে। আর কিছু দিতে হবে না।',
    refunded: 'এই প্ল্যানের টাকা ফেরত দেওয়া হয়েছে।',
    cancelled: 'এই প্ল্যান কেনা বাতিল হয়েছে, তাই কিছু দিতে হবে না।',
    effects: {
      starts_now: startsNow,
      extends: 'আপনার বর্তমান প্ল্যান শেষ হলে এটি শুরু হবে।',
      upgrades:
        'যেদিন মূল্য পরিশোধ করবেন, সেদিন এটি আপনার বর্তমান প্ল্যানের জায়গা নেবে। বর্তমান প্ল্যানের বাকি অংশের টাকা ফেরত দেওয়া হয় না।',
    },
    backToPlan: 'আমার প্ল্যানে ফিরে যান',
  },
  admin: {
    column: 'প্ল্যান',
    none: '—',
    until: (plan: string, endsOn: string) => `${plan}, ${endsOn} পর্যন্ত`,
    refund: 'প্ল্যানের টাকা ফেরত দিন',
    refundLabel: (name: string) => `প্ল্যানের টাকা ফেরত দিন: ${name}`,
    refundTitle: (name: string) => `${name}-এর প্ল্যানের টাকা ফেরত দেবেন?`,
    refundText: (plan: string, endsOn: string) =>
      `${plan} প্ল্যান (${endsOn} পর্যন্ত) এখনই শেষ হবে এবং এর মূল্য ফেরত দেওয়া হবে।`,
    reason: 'কারণ',
    refunded: 'প্ল্যানের টাকা ফেরত দেওয়া হয়েছে।',
    cancel: 'বাতিল',
  },
};
