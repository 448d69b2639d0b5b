import type { HoursText } from '../../lib/clinic-hours';

/** The clinic's sample contact details, shown on the info cards and in the contact section. */
const clinic = {
  phone: '+880 1700-000000',
  email: 'care@sustho.example',
  address: 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh',
};

/** The landing page's sections below the hero, in the order the page shows them. */
export const landingCopy = {
  infoCards: {
    heading: 'Visit or call us',
    cards: [
      { id: 'hours', name: 'Opening Hours', description: (hours: HoursText) => hours.opening },
      { id: 'location', name: 'Visit our location', description: () => clinic.address },
      {
        id: 'contact',
        name: 'Contact us now',
        description: (hours: HoursText) => `${hours.contact}, ${clinic.phone}`,
      },
    ],
  },

  partners: {
    heading: 'Integrated with pharmacies, labs and payment providers',
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
    eyebrow: 'QUALIFICATION',
    heading: 'Trained at the best medical colleges',
    items: [
      {
        id: 'medical-officer',
        name: 'Medical Officer',
        institute: 'Dhaka Medical College',
        duration: '2020 - present',
      },
      {
        id: 'consultant',
        name: 'Consultant',
        institute: 'Sir Salimullah Medical College',
        duration: '2008 - 2010',
      },
      {
        id: 'head-of-medical',
        name: 'Head of Medical',
        institute: 'Chittagong Medical College',
        duration: '2006 - 2010',
      },
      {
        id: 'physiologist',
        name: 'Physiologist',
        institute: 'Rajshahi Medical College',
        duration: '2009 - 2011',
      },
    ],
  },

  skills: {
    eyebrow: 'SKILLS',
    heading: 'Skills and Experience',
    text: 'Our certified MBBS doctors bring years of hospital practice to every online consultation, from everyday illness to stress, family issues and life balance.',
    skills: [
      { name: 'General medicine', percent: 95 },
      { name: 'Specialist consultation', percent: 90 },
      { name: 'Therapy and counselling', percent: 85 },
      { name: 'Physiology', percent: 80 },
    ],
    facts: [
      { value: () => '15+', label: 'Years of experience' },
      { value: () => '4', label: 'Service categories' },
      { value: (hours: HoursText) => hours.platform, label: 'Doctors online' },
    ],
  },

  faq: {
    heading: 'What Kind Of Treatment I Provide',
    items: [
      {
        question: 'What do we treat?',
        answer:
          'Registration in the app gives you access to our medical services. You can also order medicine or tests.',
      },
      {
        question: 'How does it work?',
        answer:
          'You find a doctor for a video consultation by search. Payment is made just before an on-demand consultation, and the doctor uploads your prescription.',
      },
      { question: 'Who provides consultation?', answer: 'Only certified MBBS doctors consult.' },
      {
        question: 'When are the doctors available?',
        answer: (hours: HoursText) =>
          `The platform is available ${hours.platform} and doctors come online at will.`,
      },
    ],
  },

  serviceCare: {
    heading: 'Exceptional Service Care',
    text: 'On-demand GP and specialist consultations with verified doctors, online prescriptions, medicine delivery, diagnostic tests and electronic health records, all in one place.',
    button: 'Get Started',
    imageAlt: 'A doctor with a clipboard beside a medicine box and a test tube',
  },

  appointmentBanner: {
    eyebrow: 'APPOINTMENT',
    heading: 'Make an appointment Today',
    text: 'Pick a day, choose a free half-hour slot and pay by card. It takes less than a minute.',
    button: 'Make Appointment',
    imageAlt: 'A calendar with a booked day and a clock',
  },

  testimonials: {
    eyebrow: 'TESTIMONIAL',
    heading: 'What Our Patients Says',
    carouselLabel: 'Patient reviews',
    slideLabel: (position: number, total: number) => `Review ${position} of ${total}`,
    previous: 'Previous review',
    next: 'Next review',
    pause: 'Pause the reviews',
    play: 'Play the reviews',
    reviews: [
      {
        id: 'nusrat',
        name: 'Nusrat Jahan',
        location: 'Dhaka',
        review:
          'I saw a doctor late at night without leaving home. The prescription was in the app right after the call.',
      },
      {
        id: 'tanvir',
        name: 'Tanvir Hasan',
        location: 'Chattogram',
        review:
          'Booking took a minute and the doctor was on time. Far easier than queueing at a hospital.',
      },
      {
        id: 'farhana',
        name: 'Farhana Akter',
        location: 'Sylhet',
        review:
          'The therapist listened patiently. Talking about stress from my own room made it much easier.',
      },
      {
        id: 'mahmud',
        name: 'Mahmudul Karim',
        location: 'Khulna',
        review:
          'My father’s medicine was delivered the same day the doctor prescribed it. Very helpful service.',
      },
      {
        id: 'sharmin',
        name: 'Sharmin Sultana',
        location: 'Rajshahi',
        review:
          'I ordered my lab tests from the app and discussed the results with the same doctor.',
      },
      {
        id: 'arif',
        name: 'Arif Rahman',
        location: 'Barishal',
        review: 'Clear advice, a fair price and no travel. I recommend it to my whole family.',
      },
      {
        id: 'sadia',
        name: 'Sadia Islam',
        location: 'Rangpur',
        review:
          'The physiologist gave me exercises for my back and checked my progress a week later.',
      },
      {
        id: 'kamal',
        name: 'Kamal Uddin',
        location: 'Mymensingh',
        review:
          'Paying by card was simple and the consultation started right away. Excellent doctors.',
      },
    ],
  },

  pricing: {
    eyebrow: 'PRICING',
    heading: 'Choose your plan',
    subscribe: 'Subscribe Now',
  },

  contact: {
    eyebrow: 'CONTACT US',
    heading: 'Stay connected with us',
    details: [
      { id: 'address', label: 'Address', value: clinic.address },
      { id: 'phone', label: 'Phone', value: clinic.phone },
      { id: 'email', label: 'E-mail', value: clinic.email },
    ],
    form: {
      label: 'Send us a message',
      name: 'Your Name',
      email: 'Your Email',
      phone: 'Your Phone',
      message: 'Your Message',
      submit: 'Send Message',
      sent: 'Thank you! Your message has been sent. We will get back to you soon.',
    },
  },
};
