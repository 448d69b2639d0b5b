import {
  type Currency,
  type Language,
  type Plan,
  type PlanOffer,
  PLAN_CONSULTATIONS,
  planPrice,
  PLANS,
} from '@sustho/contracts';

/** Each plan's name, as the pricing section and every message name it. */
export const PLAN_NAMES: Record<Language, Record<Plan, string>> = {
  en: { personal: 'Personal', professional: 'Professional', enterprise: 'Enterprise' },
  bn: { personal: 'পার্সোনাল', professional: 'প্রফেশনাল', enterprise: 'এন্টারপ্রাইজ' },
};

/** What each plan gives (services.md §4), as the pricing section and My Plan list it. */
const BENEFITS: Record<Language, Record<Plan, string[]>> = {
  en: {
    personal: ['40% off home sample collection', '40% off medicine delivery'],
    professional: [
      '4 free consultations every 30 days, booked or Consult now',
      '40% off home sample collection and medicine delivery',
    ],
    enterprise: [
      'Every consultation free, for you and your family',
      '40% off home sample collection and medicine delivery',
    ],
  },
  bn: {
    personal: ['বাড়িতে নমুনা সংগ্রহে ৪০% ছাড়', 'ওষুধ ডেলিভারিতে ৪০% ছাড়'],
    professional: [
      'প্রতি ৩০ দিনে ৪টি পরামর্শ বিনামূল্যে, বুক করা বা এখনই পরামর্শ',
      'বাড়িতে নমুনা সংগ্রহ ও ওষুধ ডেলিভারিতে ৪০% ছাড়',
    ],
    enterprise: [
      'আপনার ও আপনার পরিবারের প্রতিটি পরামর্শ বিনামূল্যে',
      'বাড়িতে নমুনা সংগ্রহ ও ওষুধ ডেলিভারিতে ৪০% ছাড়',
    ],
  },
};

/** GET /api/plans: the three plans at the clinic's currency, in the reader's language. */
export function planOffers(currency: Currency, language: Language): PlanOffer[] {
  return PLANS.map((plan) => ({
    plan,
    name: PLAN_NAMES[language][plan],
    monthlyPrice: planPrice(plan, 'monthly', currency),
    yearlyPrice: planPrice(plan, 'yearly', currency),
    currency,
    benefits: BENEFITS[language][plan],
    consultationsIncluded: PLAN_CONSULTATIONS[plan],
  }));
}
