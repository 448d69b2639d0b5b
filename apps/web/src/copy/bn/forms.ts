import type { formsCopy as English } from '../en/forms';

/** What a form says between a press and its answer (components/ui/submit-button.tsx). */
export const formsCopy: typeof English = {
  kept: 'পেয়েছি। পৃষ্ঠাটি লোড হওয়া শেষ হলেই পাঠানো হবে…',
  keptSlow:
    'ধীর সংযোগের কারণে পৃষ্ঠাটি এখনো লোড হচ্ছে। আপনার অনুরোধটি রাখা আছে, পৃষ্ঠা তৈরি হলেই পাঠানো হবে।',
  keptPress: 'পেয়েছি। পৃষ্ঠাটি লোড হওয়া শেষ হলেই এটি করা হবে…',
  slowAnswer: 'স্বাভাবিকের চেয়ে বেশি সময় লাগছে। আপনি অপেক্ষা করতে পারেন, অথবা আবার চেষ্টা করুন।',
  tryAgain: 'আবার চেষ্টা করুন',
};
