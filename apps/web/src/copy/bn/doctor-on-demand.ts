import type { doctorOnDemandCopy as English } from '../en/doctor-on-demand';

export const doctorOnDemandCopy: typeof English = {
  title: 'এখনই পরামর্শ | সুস্থ',
  metaDescription: 'যাঁরা এখনই ডাক্তার চান, সেই রোগীদের দেখতে অনলাইনে আসুন।',
  heading: 'এখনই পরামর্শ',
  intro: 'অনলাইনে এলে আপনার চিকিৎসার যে রোগীরা এখনই ডাক্তার চান, তাঁদের আপনার কাছে পাঠানো হবে।',
  goOnline: 'অনলাইনে আসুন',
  goOffline: 'অফলাইনে যান',
  state: {
    offline: 'আপনি অফলাইনে আছেন',
    free: 'আপনি অনলাইনে আছেন এবং ব্যস্ত নন',
    offered: 'আপনি অনলাইনে আছেন: একজন রোগী আপনার উত্তরের অপেক্ষায়',
    in_consultation: 'পরামর্শ চলছে',
  },
  keepOpen: 'অনলাইনে থাকার সময় এই পাতাটি খোলা রাখুন: রোগীদের এখানেই আপনার কাছে পাঠানো হয়।',
  offerRanOut: 'একটি প্রস্তাবের সময় শেষ হয়ে যাওয়ায় আপনাকে অফলাইন করা হয়েছে',
  returnToConsultation: 'পরামর্শে ফিরে যান',
  offerHeading: 'নতুন রোগী',
  newPatient: (name: string, age: string | null, child: boolean, symptoms: string | null) =>
    `নতুন রোগী: ${name}${age === null ? '' : `, ${age} বছর`}${child ? ' (শিশু)' : ''}${
      symptoms ? ` · ${symptoms}` : ''
    }`,
  treatment: (name: string) => `চিকিৎসা: ${name}`,
  accept: 'গ্রহণ করুন',
  decline: 'ফিরিয়ে দিন',
  secondsLeft: (seconds: string) => `আর ${seconds} সেকেন্ড`,
  secondsLeftSpoken: (seconds: string) => `উত্তর দিতে আর ${seconds} সেকেন্ড বাকি`,
  countdownLabel: 'উত্তর দেওয়ার বাকি সময়',
  declined: 'রোগীকে অন্য একজন ডাক্তারের কাছে পাঠানো হয়েছে।',
};
