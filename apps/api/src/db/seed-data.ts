/**
 * The demo content an empty database starts with: the clinic's services, blogs, treatments and
 * their doctors with working hours.
 */

/** Working intervals of a day, within the clinic's opening hours (9.00 am to 5.00 pm). */
const FULL_DAY = [
  { start: '09:00', end: '13:00' },
  { start: '14:00', end: '17:00' },
];
const MORNING = [{ start: '09:00', end: '13:00' }];
const AFTERNOON = [{ start: '13:00', end: '17:00' }];

/** Sunday to Thursday, the working week in Bangladesh (0 = Sunday). */
export const SEED_WORKING_DAYS = [0, 1, 2, 3, 4];

export const seedServices = [
  {
    name: 'Medical',
    description:
      'See a general physician by video for fevers, infections, chronic conditions and everyday health worries, and get an online prescription the same day.',
  },
  {
    name: 'Consultant',
    description:
      'Book a verified specialist (cardiology, endocrinology, paediatrics and more) for a second opinion or a long-term treatment plan, without travelling to the city.',
  },
  {
    name: 'Therapist',
    description:
      'Talk privately with a licensed counsellor about stress, family issues and life balance, in Bangla or English, from wherever you feel safe.',
  },
  {
    name: 'Physiologist',
    description:
      'Get guided exercise plans, posture and pain assessments, and sleep and fitness reviews from physiotherapy and physiology experts.',
  },
];

/**
 * Every seeded treatment has half-hour slots. Prices are whole units of the clinic's currency:
 * dollars, or taka at what a Dhaka consultation of the kind costs (not an exchange rate).
 */
export const seedOptions = [
  { name: 'General Physician Consultation', service: 'Medical', price: { USD: 15, BDT: 500 } },
  { name: 'Child Health Check', service: 'Medical', price: { USD: 20, BDT: 600 } },
  { name: 'Cardiology Consultation', service: 'Consultant', price: { USD: 40, BDT: 1500 } },
  { name: 'Diabetes and Endocrinology', service: 'Consultant', price: { USD: 35, BDT: 1200 } },
  { name: 'Stress and Anxiety Counselling', service: 'Therapist', price: { USD: 25, BDT: 1000 } },
  { name: 'Family and Relationship Therapy', service: 'Therapist', price: { USD: 30, BDT: 1200 } },
  { name: 'Physiotherapy Assessment', service: 'Physiologist', price: { USD: 25, BDT: 800 } },
  { name: 'Sleep and Fitness Review', service: 'Physiologist', price: { USD: 20, BDT: 700 } },
] as const;

/** The demo doctor's e-mail: in embedded mode an account with it signs in (demo-accounts.ts). */
export const DEMO_DOCTOR_EMAIL = 'doctor@sustho.demo';

/**
 * Two or three doctors per treatment, each with a drawn portrait from /images/doctors/ and
 * Sunday-to-Thursday hours. E-mail addresses are the clinic's own and never shown publicly.
 */
export const seedDoctors = [
  {
    name: 'Dr. Farhana Rahman',
    treatment: 'General Physician Consultation',
    email: DEMO_DOCTOR_EMAIL,
    bmdc: 'A-41287',
    qualifications: 'MBBS, FCPS (Medicine)',
    years: 12,
    languages: ['Bangla', 'English'],
    bio: 'General physician who looks after fevers, infections, blood pressure and long-term conditions, and explains every prescription in plain words.',
    hours: FULL_DAY,
  },
  {
    name: 'Dr. Tanvir Ahmed',
    treatment: 'General Physician Consultation',
    bmdc: 'A-52016',
    qualifications: 'MBBS, MD (Internal Medicine)',
    years: 8,
    languages: ['Bangla', 'English'],
    bio: 'Internal medicine doctor with a special interest in dengue, typhoid and other seasonal illnesses.',
    hours: MORNING,
  },
  {
    name: 'Dr. Nusrat Jahan',
    treatment: 'General Physician Consultation',
    bmdc: 'A-60843',
    qualifications: 'MBBS, CCD',
    years: 5,
    languages: ['Bangla', 'English', 'Hindi'],
    bio: 'Family doctor who helps patients manage diabetes, thyroid problems and everyday health worries.',
    hours: AFTERNOON,
  },
  {
    name: 'Dr. Sadia Islam',
    treatment: 'Child Health Check',
    bmdc: 'A-38412',
    qualifications: 'MBBS, FCPS (Paediatrics)',
    years: 14,
    languages: ['Bangla', 'English'],
    bio: 'Paediatrician caring for newborns to teenagers: growth, vaccination, feeding and childhood illnesses.',
    hours: MORNING,
  },
  {
    name: 'Dr. Mahmudul Hasan',
    treatment: 'Child Health Check',
    bmdc: 'A-47730',
    qualifications: 'MBBS, DCH',
    years: 9,
    languages: ['Bangla'],
    bio: 'Child health specialist who works with parents on nutrition, asthma and allergies.',
    hours: MORNING,
  },
  {
    name: 'Dr. Kamrul Islam',
    treatment: 'Cardiology Consultation',
    bmdc: 'A-29154',
    qualifications: 'MBBS, MD (Cardiology), FACC',
    years: 20,
    languages: ['Bangla', 'English'],
    bio: 'Cardiologist for chest pain, high blood pressure, heart failure and care after a heart attack.',
    hours: FULL_DAY,
  },
  {
    name: 'Dr. Shirin Akter',
    treatment: 'Cardiology Consultation',
    bmdc: 'A-43598',
    qualifications: 'MBBS, D-Card',
    years: 11,
    languages: ['Bangla', 'English'],
    bio: 'Heart specialist focused on preventing heart disease in women and in families with a history of it.',
    hours: AFTERNOON,
  },
  {
    name: 'Dr. Rezaul Karim',
    treatment: 'Diabetes and Endocrinology',
    bmdc: 'A-35671',
    qualifications: 'MBBS, FCPS (Medicine), MD (Endocrinology)',
    years: 16,
    languages: ['Bangla', 'English'],
    bio: 'Endocrinologist for diabetes, thyroid and hormone disorders, with practical plans for food and fasting.',
    hours: AFTERNOON,
  },
  {
    name: 'Dr. Ayesha Siddiqua',
    treatment: 'Diabetes and Endocrinology',
    bmdc: 'A-58227',
    qualifications: 'MBBS, CCD, MACE',
    years: 7,
    languages: ['Bangla', 'English', 'Urdu'],
    bio: 'Diabetes doctor helping patients adjust insulin and tablets safely, including during Ramadan.',
    hours: AFTERNOON,
  },
  {
    name: 'Dr. Moushumi Chowdhury',
    treatment: 'Stress and Anxiety Counselling',
    bmdc: 'A-49361',
    qualifications: 'MBBS, MPhil (Psychiatry)',
    years: 10,
    languages: ['Bangla', 'English'],
    bio: 'Psychiatrist who listens first, for stress, anxiety, low mood and sleep problems.',
    hours: FULL_DAY,
  },
  {
    name: 'Dr. Imran Hossain',
    treatment: 'Stress and Anxiety Counselling',
    bmdc: 'A-61904',
    qualifications: 'MBBS, MD (Psychiatry)',
    years: 6,
    languages: ['Bangla', 'English'],
    bio: 'Works with students and young professionals on exam stress, panic attacks and burnout.',
    hours: MORNING,
  },
  {
    name: 'Dr. Lubna Yasmin',
    treatment: 'Family and Relationship Therapy',
    bmdc: 'A-40578',
    qualifications: 'MBBS, MPhil (Clinical Psychology)',
    years: 13,
    languages: ['Bangla', 'English'],
    bio: 'Family therapist for couples, parents and adult children working through conflict and change.',
    hours: AFTERNOON,
  },
  {
    name: 'Dr. Arif Mahmud',
    treatment: 'Family and Relationship Therapy',
    bmdc: 'A-55482',
    qualifications: 'MBBS, MS (Counselling Psychology)',
    years: 8,
    languages: ['Bangla'],
    bio: 'Counsellor who helps families talk again after illness, loss or a move abroad.',
    hours: AFTERNOON,
  },
  {
    name: 'Dr. Shahidul Alam',
    treatment: 'Physiotherapy Assessment',
    bmdc: 'A-37219',
    qualifications: 'MBBS, MD (Physical Medicine)',
    years: 15,
    languages: ['Bangla', 'English'],
    bio: 'Physical medicine specialist for back and neck pain, arthritis and recovery after injury.',
    hours: FULL_DAY,
  },
  {
    name: 'Dr. Tahmina Begum',
    treatment: 'Physiotherapy Assessment',
    bmdc: 'A-59036',
    qualifications: 'MBBS, FCPS (Physical Medicine)',
    years: 7,
    languages: ['Bangla', 'English'],
    bio: 'Designs home exercise plans for posture, desk-job pain and recovery after surgery.',
    hours: MORNING,
  },
  {
    name: 'Dr. Nazmul Huda',
    treatment: 'Sleep and Fitness Review',
    bmdc: 'A-44865',
    qualifications: 'MBBS, MPhil (Physiology)',
    years: 12,
    languages: ['Bangla', 'English'],
    bio: 'Physiologist reviewing sleep, energy and fitness, with small changes that last.',
    hours: MORNING,
  },
  {
    name: 'Dr. Rumana Haque',
    treatment: 'Sleep and Fitness Review',
    bmdc: 'A-62318',
    qualifications: 'MBBS, MSc (Sports Medicine)',
    years: 4,
    languages: ['Bangla', 'English'],
    bio: 'Sports medicine doctor helping patients start moving safely, whatever their age.',
    hours: MORNING,
  },
].map((doctor, index) => ({
  ...doctor,
  email: doctor.email ?? `doctor${index + 1}@sustho.clinic`,
  image: `/images/doctors/doctor-${(index % 8) + 1}.svg`,
}));

export const seedBlogs = [
  {
    title: 'How an online consultation works',
    discription:
      'Booking a video consultation takes three steps: pick a day, choose a free half-hour slot and pay by card. Your doctor joins at the booked time, reviews your history and uploads a prescription you can download or send straight to a partner pharmacy.',
  },
  {
    title: 'Managing diabetes during Ramadan',
    discription:
      'Fasting changes when and how your body uses insulin. Talk to your doctor before the month begins, check your blood sugar more often, break the fast at once if it drops below 70 mg/dL, and favour slow carbohydrates at suhoor.',
  },
  {
    title: 'Dengue season: signs that need a doctor',
    discription:
      'Most dengue fevers pass within a week, but warning signs such as severe belly pain, repeated vomiting, bleeding gums or sudden tiredness mean you need care the same day. Drink plenty of fluids and avoid painkillers other than paracetamol.',
  },
  {
    title: 'Looking after your mind at work',
    discription:
      'Long hours, traffic and family duties add up. Short breaks, a regular sleep time and honest conversations help, and a counsellor can give you tools to handle stress before it turns into burnout or anxiety.',
  },
  {
    title: 'Back pain from desk jobs',
    discription:
      'Sitting still for hours strains the lower back. Set your screen at eye level, stand up every thirty minutes, and try the simple stretching routine our physiotherapists recommend for the morning and the evening.',
  },
  {
    title: 'Vaccines every child in Bangladesh should get',
    discription:
      'The national immunisation programme protects children from measles, polio, diphtheria and more. Keep the vaccination card safe, follow the schedule from birth to fifteen months, and ask a paediatrician online about catch-up doses.',
  },
  {
    title: 'Reading your blood test report',
    discription:
      'Haemoglobin, blood sugar, cholesterol and creatinine are the numbers patients ask about most. Learn what the reference ranges mean, why a single value outside them is rarely an emergency, and when to book a follow-up.',
  },
];
