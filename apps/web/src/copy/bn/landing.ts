import { banglaNumber } from '../numbers';
import type { HoursText } from '../../lib/clinic-hours';
import type { landingCopy as English } from '../en/landing';

/** The clinic's sample contact details, shown on the info cards and in the contact section. */
const clinic = {
  phone: '+৮৮০ ১৭০০-০০০০০০',
  email: 'care@sustho.example',
  address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫, বাংলাদেশ',
};

/** The landing page's sections below the hero, in the order the page shows them. */
export const landingCopy: typeof English = {
  infoCards: {
    heading: 'আমাদের কাছে আসুন বা ফোন করুন',
    cards: [
      { id: 'hours', name: 'খোলার সময়', description: (hours: HoursText) => hours.opening },
      { id: 'location', name: 'আমাদের ঠিকানা', description: () => clinic.address },
      {
        id: 'contact',
        name: 'এখনই যোগাযোগ করুন',
        description: (hours: HoursText) => `${hours.contact}, ${clinic.phone}`,
      },
    ],
  },

  partners: {
    heading: 'ফার্মেসি, ল্যাব ও পেমেন্ট প্রতিষ্ঠানের সঙ্গে যুক্ত',
    logos: [
      { id: 'medipath-labs', name: 'MediPath Labs' },
      { id: 'nirapod-pharmacy', name: 'Nirapod Pharmacy' },
      { id: 'carepay', name: 'CarePay' },
      { id: 'lablink', name: 'LabLink' },
      { id: 'shastho-diagnostics', name: 'Shastho Diagnostics' },
      { id: 'pulsepay', name: 'PulsePay' },
    ],
  },

  qualifications: {
    eyebrow: 'যোগ্যতা',
    heading: 'দেশের সেরা মেডিকেল কলেজগুলোতে প্রশিক্ষিত',
    items: [
      {
        id: 'medical-officer',
        name: 'মেডিকেল অফিসার',
        institute: 'ঢাকা মেডিকেল কলেজ',
        duration: '২০২০ - বর্তমান',
      },
      {
        id: 'consultant',
        name: 'কনসালট্যান্ট',
        institute: 'স্যার সলিমুল্লাহ মেডিকেল কলেজ',
        duration: '২০০৮ - ২০১০',
      },
      {
        id: 'head-of-medical',
        name: 'চিকিৎসা বিভাগের প্রধান',
        institute: 'চট্টগ্রাম মেডিকেল কলেজ',
        duration: '২০০৬ - ২০১০',
      },
      {
        id: 'physiologist',
        name: 'ফিজিওলজিস্ট',
        institute: 'রাজশাহী মেডিকেল কলেজ',
        duration: '২০০৯ - ২০১১',
      },
    ],
  },

  skills: {
    eyebrow: 'দক্ষতা',
    heading: 'দক্ষতা ও অভিজ্ঞতা',
    text: 'আমাদের সনদপ্রাপ্ত এমবিবিএস ডাক্তাররা বছরের পর বছর হাসপাতালে কাজের অভিজ্ঞতা নিয়ে প্রতিটি অনলাইন পরামর্শ দেন, সাধারণ অসুখ-বিসুখ থেকে শুরু করে মানসিক চাপ, পারিবারিক সমস্যা ও জীবনের ভারসাম্য পর্যন্ত।',
    skills: [
      { name: 'সাধারণ চিকিৎসা', percent: 95 },
      { name: 'বিশেষজ্ঞ পরামর্শ', percent: 90 },
      { name: 'থেরাপি ও কাউন্সেলিং', percent: 85 },
      { name: 'ফিজিওলজি', percent: 80 },
    ],
    facts: [
      { value: () => '১৫+', label: 'বছরের অভিজ্ঞতা' },
      { value: () => '৪', label: 'ধরনের সেবা' },
      { value: (hours: HoursText) => hours.platform, label: 'ডাক্তার অনলাইনে' },
    ],
  },

  faq: {
    heading: 'আমরা কী ধরনের চিকিৎসা দিই',
    items: [
      {
        question: 'আমরা কোন কোন চিকিৎসা দিই?',
        answer:
          'অ্যাপে নিবন্ধন করলেই আমাদের সব চিকিৎসাসেবা পাবেন। চাইলে ওষুধ বা পরীক্ষা-নিরীক্ষারও অর্ডার দিতে পারবেন।',
      },
      {
        question: 'এটি কীভাবে কাজ করে?',
        answer:
          'খুঁজে নিয়ে ভিডিও পরামর্শের জন্য একজন ডাক্তার বেছে নিন। পরামর্শের ঠিক আগে পেমেন্ট করতে হয়, আর ডাক্তার আপনার প্রেসক্রিপশন আপলোড করে দেন।',
      },
      {
        question: 'কারা পরামর্শ দেন?',
        answer: 'শুধু সনদপ্রাপ্ত এমবিবিএস ডাক্তাররাই পরামর্শ দেন।',
      },
      {
        question: 'ডাক্তারদের কখন পাওয়া যায়?',
        answer: (hours: HoursText) =>
          `প্ল্যাটফর্মটি ${hours.platform} খোলা থাকে, আর ডাক্তাররা নিজেদের সুবিধামতো সময়ে অনলাইনে আসেন।`,
      },
    ],
  },

  serviceCare: {
    heading: 'অসাধারণ সেবা ও যত্ন',
    text: 'যাচাই করা ডাক্তারদের সঙ্গে প্রয়োজনমতো সাধারণ চিকিৎসক (জিপি) ও বিশেষজ্ঞের পরামর্শ, অনলাইন প্রেসক্রিপশন, ওষুধ ডেলিভারি, ডায়াগনস্টিক পরীক্ষা এবং ইলেকট্রনিক স্বাস্থ্য রেকর্ড, সবকিছু এক জায়গায়।',
    button: 'শুরু করুন',
    imageAlt: 'ওষুধের বাক্স ও টেস্ট টিউবের পাশে ক্লিপবোর্ড হাতে একজন ডাক্তার',
  },

  appointmentBanner: {
    eyebrow: 'অ্যাপয়েন্টমেন্ট',
    heading: 'আজই অ্যাপয়েন্টমেন্ট নিন',
    text: 'একটি দিন ও আধা ঘণ্টার একটি খালি স্লট বেছে নিন, তারপর কার্ডে পেমেন্ট করুন। এক মিনিটও লাগবে না।',
    button: 'অ্যাপয়েন্টমেন্ট নিন',
    imageAlt: 'একটি বুক করা দিন চিহ্নিত ক্যালেন্ডার ও একটি ঘড়ি',
  },

  testimonials: {
    eyebrow: 'মতামত',
    heading: 'আমাদের রোগীরা যা বলেন',
    carouselLabel: 'রোগীদের মতামত',
    slideLabel: (position: number, total: number) =>
      `মতামত ${banglaNumber(position)} (মোট ${banglaNumber(total)})`,
    previous: 'আগের মতামত',
    next: 'পরের মতামত',
    pause: 'মতামত দেখানো থামান',
    play: 'মতামত দেখানো চালু করুন',
    reviews: [
      {
        id: 'nusrat',
        name: 'নুসরাত জাহান',
        location: 'ঢাকা',
        review:
          'গভীর রাতে বাসা থেকে না বেরিয়েই ডাক্তার দেখিয়েছি। কল শেষ হতেই প্রেসক্রিপশন অ্যাপে চলে এসেছে।',
      },
      {
        id: 'tanvir',
        name: 'তানভীর হাসান',
        location: 'চট্টগ্রাম',
        review:
          'বুক করতে এক মিনিট লেগেছে, আর ডাক্তার ঠিক সময়ে এসেছেন। হাসপাতালে লাইনে দাঁড়ানোর চেয়ে অনেক সহজ।',
      },
      {
        id: 'farhana',
        name: 'ফারহানা আক্তার',
        location: 'সিলেট',
        review:
          'থেরাপিস্ট ধৈর্য ধরে আমার কথা শুনেছেন। নিজের ঘরে বসে মানসিক চাপের কথা বলতে পারায় অনেক সহজ হয়েছে।',
      },
      {
        id: 'mahmud',
        name: 'মাহমুদুল করিম',
        location: 'খুলনা',
        review: 'ডাক্তার যেদিন ওষুধ লিখে দিলেন, সেদিনই বাবার ওষুধ বাসায় পৌঁছে গেছে। খুবই উপকারী সেবা।',
      },
      {
        id: 'sharmin',
        name: 'শারমিন সুলতানা',
        location: 'রাজশাহী',
        review: 'অ্যাপ থেকেই ল্যাব টেস্টের অর্ডার দিয়েছি, আর রিপোর্ট নিয়ে একই ডাক্তারের সঙ্গে কথা বলেছি।',
      },
      {
        id: 'arif',
        name: 'আরিফ রহমান',
        location: 'বরিশাল',
        review: 'পরিষ্কার পরামর্শ, ন্যায্য দাম, কোথাও যেতে হয় না। পরিবারের সবাইকে এটি ব্যবহার করতে বলি।',
      },
      {
        id: 'sadia',
        name: 'সাদিয়া ইসলাম',
        location: 'রংপুর',
        review:
          'ফিজিওলজিস্ট আমার পিঠের জন্য কিছু ব্যায়াম দিয়েছিলেন, আর এক সপ্তাহ পরে অগ্রগতি দেখে নিয়েছেন।',
      },
      {
        id: 'kamal',
        name: 'কামাল উদ্দিন',
        location: 'ময়মনসিংহ',
        review: 'কার্ডে পেমেন্ট করা খুব সহজ ছিল, আর সঙ্গে সঙ্গেই পরামর্শ শুরু হয়েছে। চমৎকার ডাক্তার।',
      },
    ],
  },

  pricing: {
    eyebrow: 'মূল্য',
    heading: 'আপনার প্ল্যান বেছে নিন',
    subscribe: 'এখনই সাবস্ক্রাইব করুন',
  },

  contact: {
    eyebrow: 'যোগাযোগ',
    heading: 'আমাদের সঙ্গে যুক্ত থাকুন',
    details: [
      { id: 'address', label: 'ঠিকানা', value: clinic.address },
      { id: 'phone', label: 'ফোন', value: clinic.phone },
      { id: 'email', label: 'ইমেইল', value: clinic.email },
    ],
    form: {
      label: 'আমাদের বার্তা পাঠান',
      name: 'আপনার নাম',
      email: 'আপনার ইমেইল',
      phone: 'আপনার ফোন নম্বর',
      message: 'আপনার বার্তা',
      submit: 'বার্তা পাঠান',
      sent: 'ধন্যবাদ! আপনার বার্তা পাঠানো হয়েছে। আমরা শিগগিরই আপনার সঙ্গে যোগাযোগ করব।',
    },
  },
};
