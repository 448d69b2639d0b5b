export const homeCopy = {
  title: 'Sustho: online doctor consultation',
  metaDescription:
    'See a verified doctor online, book a consultation and pay by card, any day of the week.',
  heroTitle: 'Your doctor, online, whenever you need one',
  heroText:
    'Online consultation for stress, family issues and life balance, plus buying medicine and ordering lab tests, around the clock.',
  getFreeConsultation: 'Get Free Consultation',
  bookSchedule: 'Book a Schedule',
};

export const aboutCopy = {
  title: 'About us',
  pageTitle: 'About us | Sustho',
  metaDescription:
    'Sustho is an online medical service for patients in Bangladesh and other emerging markets.',
  text: 'Sustho is an online medical service that brings verified, certified MBBS doctors to patients wherever they live. We offer on-demand GP and specialist consultations, online prescriptions, medicine delivery, diagnostic tests and electronic health records, working with pharmacies, labs and payment providers so that care is a few taps away.',
  images: [
    { id: 'video-consultation', alt: 'A doctor talking to a patient on a video call' },
    { id: 'medicine-delivery', alt: 'A rider bringing a medicine parcel to a home' },
  ],
  howItWorks: {
    heading: 'How consultations work',
    steps: [
      {
        title: 'Create your account',
        text: 'Sign up with your name and e-mail. Registration gives you access to every medical service.',
      },
      {
        title: 'Find your doctor',
        text: 'Browse the services and treatments, each given only by certified MBBS doctors.',
      },
      {
        title: 'Book and pay',
        text: 'Choose a day and a free half-hour slot, then pay by card just before your consultation.',
      },
      {
        title: 'Meet online',
        text: 'See your doctor by video. The doctor uploads your prescription, and you can order medicine or tests.',
      },
    ],
  },
};
