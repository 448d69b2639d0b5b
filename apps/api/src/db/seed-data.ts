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
    nameBn: 'চিকিৎসা',
    descriptionBn:
      'জ্বর, সংক্রমণ, দীর্ঘমেয়াদি রোগ আর প্রতিদিনের স্বাস্থ্য-দুশ্চিন্তায় ভিডিওতে একজন সাধারণ চিকিৎসকের পরামর্শ নিন, আর সেদিনই অনলাইনে প্রেসক্রিপশন পান।',
    description:
      'See a general physician by video for fevers, infections, chronic conditions and everyday health worries, and get an online prescription the same day.',
  },
  {
    name: 'Consultant',
    nameBn: 'বিশেষজ্ঞ পরামর্শ',
    descriptionBn:
      'দ্বিতীয় মতামত বা দীর্ঘমেয়াদি চিকিৎসা-পরিকল্পনার জন্য যাচাই করা বিশেষজ্ঞের (হৃদ্‌রোগ, হরমোন, শিশুরোগ এবং আরও) অ্যাপয়েন্টমেন্ট নিন, শহরে না গিয়েই।',
    description:
      'Book a verified specialist (cardiology, endocrinology, paediatrics and more) for a second opinion or a long-term treatment plan, without travelling to the city.',
  },
  {
    name: 'Therapist',
    nameBn: 'থেরাপি',
    descriptionBn:
      'মানসিক চাপ, পারিবারিক সমস্যা আর জীবনের ভারসাম্য নিয়ে একজন নিবন্ধিত কাউন্সেলরের সঙ্গে একান্তে কথা বলুন, বাংলায় বা ইংরেজিতে, যেখানে আপনি নিরাপদ বোধ করেন সেখান থেকেই।',
    description:
      'Talk privately with a licensed counsellor about stress, family issues and life balance, in Bangla or English, from wherever you feel safe.',
  },
  {
    name: 'Physiologist',
    nameBn: 'শারীরবৃত্ত ও ফিজিওথেরাপি',
    descriptionBn:
      'ফিজিওথেরাপি ও শারীরবৃত্ত বিশেষজ্ঞদের কাছ থেকে ব্যায়ামের নির্দেশিত পরিকল্পনা, ভঙ্গি ও ব্যথার মূল্যায়ন, আর ঘুম ও ফিটনেসের পর্যালোচনা পান।',
    description:
      'Get guided exercise plans, posture and pain assessments, and sleep and fitness reviews from physiotherapy and physiology experts.',
  },
];

/**
 * Every seeded treatment has half-hour slots; three are offered in Consult now (services.md §3). Prices are whole units of the clinic's currency:
 * dollars, or taka at what a Dhaka consultation of the kind costs (not an exchange rate).
 */
export const seedOptions = [
  {
    name: 'General Physician Consultation',
    nameBn: 'সাধারণ চিকিৎসকের পরামর্শ',
    service: 'Medical',
    price: { USD: 15, BDT: 500 },
    onDemand: true,
  },
  {
    name: 'Child Health Check',
    nameBn: 'শিশুর স্বাস্থ্য পরীক্ষা',
    service: 'Medical',
    price: { USD: 20, BDT: 600 },
    onDemand: true,
  },
  {
    name: 'Cardiology Consultation',
    nameBn: 'হৃদ্‌রোগ বিশেষজ্ঞের পরামর্শ',
    service: 'Consultant',
    price: { USD: 40, BDT: 1500 },
  },
  {
    name: 'Diabetes and Endocrinology',
    nameBn: 'ডায়াবেটিস ও হরমোন রোগ',
    service: 'Consultant',
    price: { USD: 35, BDT: 1200 },
  },
  {
    name: 'Stress and Anxiety Counselling',
    nameBn: 'মানসিক চাপ ও উদ্বেগের কাউন্সেলিং',
    service: 'Therapist',
    price: { USD: 25, BDT: 1000 },
    onDemand: true,
  },
  {
    name: 'Family and Relationship Therapy',
    nameBn: 'পরিবার ও সম্পর্কের থেরাপি',
    service: 'Therapist',
    price: { USD: 30, BDT: 1200 },
  },
  {
    name: 'Physiotherapy Assessment',
    nameBn: 'ফিজিওথেরাপি মূল্যায়ন',
    service: 'Physiologist',
    price: { USD: 25, BDT: 800 },
  },
  {
    name: 'Sleep and Fitness Review',
    nameBn: 'ঘুম ও ফিটনেস পর্যালোচনা',
    service: 'Physiologist',
    price: { USD: 20, BDT: 700 },
  },
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
    qualificationsBn: 'এমবিবিএস, এফসিপিএস (মেডিসিন)',
    years: 12,
    languages: ['Bangla', 'English'],
    bio: 'General physician who looks after fevers, infections, blood pressure and long-term conditions, and explains every prescription in plain words.',
    bioBn:
      'সাধারণ চিকিৎসক: জ্বর, সংক্রমণ, রক্তচাপ আর দীর্ঘমেয়াদি রোগের চিকিৎসা করেন, আর প্রতিটি প্রেসক্রিপশন সহজ ভাষায় বুঝিয়ে দেন।',
    hours: FULL_DAY,
  },
  {
    name: 'Dr. Tanvir Ahmed',
    treatment: 'General Physician Consultation',
    bmdc: 'A-52016',
    qualifications: 'MBBS, MD (Internal Medicine)',
    qualificationsBn: 'এমবিবিএস, এমডি (ইন্টারনাল মেডিসিন)',
    years: 8,
    languages: ['Bangla', 'English'],
    bio: 'Internal medicine doctor with a special interest in dengue, typhoid and other seasonal illnesses.',
    bioBn: 'মেডিসিন বিশেষজ্ঞ; ডেঙ্গু, টাইফয়েড আর অন্যান্য মৌসুমি অসুখে বিশেষ আগ্রহ।',
    hours: MORNING,
  },
  {
    name: 'Dr. Nusrat Jahan',
    treatment: 'General Physician Consultation',
    bmdc: 'A-60843',
    qualifications: 'MBBS, CCD',
    qualificationsBn: 'এমবিবিএস, সিসিডি',
    years: 5,
    languages: ['Bangla', 'English', 'Hindi'],
    bio: 'Family doctor who helps patients manage diabetes, thyroid problems and everyday health worries.',
    bioBn:
      'পারিবারিক চিকিৎসক: ডায়াবেটিস, থাইরয়েডের সমস্যা আর প্রতিদিনের স্বাস্থ্য-দুশ্চিন্তা সামলাতে রোগীদের সাহায্য করেন।',
    hours: AFTERNOON,
  },
  {
    name: 'Dr. Sadia Islam',
    treatment: 'Child Health Check',
    bmdc: 'A-38412',
    qualifications: 'MBBS, FCPS (Paediatrics)',
    qualificationsBn: 'এমবিবিএস, এফসিপিএস (শিশুরোগ)',
    years: 14,
    languages: ['Bangla', 'English'],
    bio: 'Paediatrician caring for newborns to teenagers: growth, vaccination, feeding and childhood illnesses.',
    bioBn:
      'শিশুরোগ বিশেষজ্ঞ: নবজাতক থেকে কিশোর বয়স পর্যন্ত বৃদ্ধি, টিকা, খাওয়াদাওয়া আর শৈশবের অসুখের যত্ন নেন।',
    hours: MORNING,
  },
  {
    name: 'Dr. Mahmudul Hasan',
    treatment: 'Child Health Check',
    bmdc: 'A-47730',
    qualifications: 'MBBS, DCH',
    qualificationsBn: 'এমবিবিএস, ডিসিএইচ',
    years: 9,
    languages: ['Bangla'],
    bio: 'Child health specialist who works with parents on nutrition, asthma and allergies.',
    bioBn: 'শিশু-স্বাস্থ্য বিশেষজ্ঞ; পুষ্টি, হাঁপানি আর অ্যালার্জি নিয়ে মা-বাবার সঙ্গে কাজ করেন।',
    hours: MORNING,
  },
  {
    name: 'Dr. Kamrul Islam',
    treatment: 'Cardiology Consultation',
    bmdc: 'A-29154',
    qualifications: 'MBBS, MD (Cardiology), FACC',
    qualificationsBn: 'এমবিবিএস, এমডি (কার্ডিওলজি), এফএসিসি',
    years: 20,
    languages: ['Bangla', 'English'],
    bio: 'Cardiologist for chest pain, high blood pressure, heart failure and care after a heart attack.',
    bioBn: 'হৃদ্‌রোগ বিশেষজ্ঞ: বুকে ব্যথা, উচ্চ রক্তচাপ, হার্ট ফেইলিওর আর হার্ট অ্যাটাকের পরের যত্ন।',
    hours: FULL_DAY,
  },
  {
    name: 'Dr. Shirin Akter',
    treatment: 'Cardiology Consultation',
    bmdc: 'A-43598',
    qualifications: 'MBBS, D-Card',
    qualificationsBn: 'এমবিবিএস, ডি-কার্ড',
    years: 11,
    languages: ['Bangla', 'English'],
    bio: 'Heart specialist focused on preventing heart disease in women and in families with a history of it.',
    bioBn:
      'হৃদ্‌রোগ বিশেষজ্ঞ; নারীদের মধ্যে এবং যে পরিবারে হৃদ্‌রোগের ইতিহাস আছে সেখানে রোগ প্রতিরোধে মনোযোগী।',
    hours: AFTERNOON,
  },
  {
    name: 'Dr. Rezaul Karim',
    treatment: 'Diabetes and Endocrinology',
    bmdc: 'A-35671',
    qualifications: 'MBBS, FCPS (Medicine), MD (Endocrinology)',
    qualificationsBn: 'এমবিবিএস, এফসিপিএস (মেডিসিন), এমডি (এন্ডোক্রাইনোলজি)',
    years: 16,
    languages: ['Bangla', 'English'],
    bio: 'Endocrinologist for diabetes, thyroid and hormone disorders, with practical plans for food and fasting.',
    bioBn:
      'হরমোন রোগ বিশেষজ্ঞ: ডায়াবেটিস, থাইরয়েড আর হরমোনের সমস্যায় খাবার ও রোজার বাস্তব পরিকল্পনা দেন।',
    hours: AFTERNOON,
  },
  {
    name: 'Dr. Ayesha Siddiqua',
    treatment: 'Diabetes and Endocrinology',
    bmdc: 'A-58227',
    qualifications: 'MBBS, CCD, MACE',
    qualificationsBn: 'এমবিবিএস, সিসিডি, এমএসিই',
    years: 7,
    languages: ['Bangla', 'English', 'Urdu'],
    bio: 'Diabetes doctor helping patients adjust insulin and tablets safely, including during Ramadan.',
    bioBn: 'ডায়াবেটিস চিকিৎসক: রমজানেও নিরাপদে ইনসুলিন আর ওষুধের মাত্রা ঠিক করতে রোগীদের সাহায্য করেন।',
    hours: AFTERNOON,
  },
  {
    name: 'Dr. Moushumi Chowdhury',
    treatment: 'Stress and Anxiety Counselling',
    bmdc: 'A-49361',
    qualifications: 'MBBS, MPhil (Psychiatry)',
    qualificationsBn: 'এমবিবিএস, এমফিল (মনোরোগ)',
    years: 10,
    languages: ['Bangla', 'English'],
    bio: 'Psychiatrist who listens first, for stress, anxiety, low mood and sleep problems.',
    bioBn: 'মনোরোগ বিশেষজ্ঞ, যিনি আগে মন দিয়ে শোনেন: মানসিক চাপ, উদ্বেগ, মন খারাপ আর ঘুমের সমস্যায়।',
    hours: FULL_DAY,
  },
  {
    name: 'Dr. Imran Hossain',
    treatment: 'Stress and Anxiety Counselling',
    bmdc: 'A-61904',
    qualifications: 'MBBS, MD (Psychiatry)',
    qualificationsBn: 'এমবিবিএস, এমডি (মনোরোগ)',
    years: 6,
    languages: ['Bangla', 'English'],
    bio: 'Works with students and young professionals on exam stress, panic attacks and burnout.',
    bioBn: 'শিক্ষার্থী আর তরুণ পেশাজীবীদের পরীক্ষার চাপ, প্যানিক অ্যাটাক আর অবসাদ নিয়ে কাজ করেন।',
    hours: MORNING,
  },
  {
    name: 'Dr. Lubna Yasmin',
    treatment: 'Family and Relationship Therapy',
    bmdc: 'A-40578',
    qualifications: 'MBBS, MPhil (Clinical Psychology)',
    qualificationsBn: 'এমবিবিএস, এমফিল (ক্লিনিক্যাল সাইকোলজি)',
    years: 13,
    languages: ['Bangla', 'English'],
    bio: 'Family therapist for couples, parents and adult children working through conflict and change.',
    bioBn:
      'পারিবারিক থেরাপিস্ট: দম্পতি, মা-বাবা আর প্রাপ্তবয়স্ক সন্তানদের দ্বন্দ্ব ও পরিবর্তনের সময় পাশে থাকেন।',
    hours: AFTERNOON,
  },
  {
    name: 'Dr. Arif Mahmud',
    treatment: 'Family and Relationship Therapy',
    bmdc: 'A-55482',
    qualifications: 'MBBS, MS (Counselling Psychology)',
    qualificationsBn: 'এমবিবিএস, এমএস (কাউন্সেলিং সাইকোলজি)',
    years: 8,
    languages: ['Bangla'],
    bio: 'Counsellor who helps families talk again after illness, loss or a move abroad.',
    bioBn:
      'কাউন্সেলর: অসুখ, প্রিয়জন হারানো বা বিদেশে চলে যাওয়ার পর পরিবারকে আবার কথা বলতে সাহায্য করেন।',
    hours: AFTERNOON,
  },
  {
    name: 'Dr. Shahidul Alam',
    treatment: 'Physiotherapy Assessment',
    bmdc: 'A-37219',
    qualifications: 'MBBS, MD (Physical Medicine)',
    qualificationsBn: 'এমবিবিএস, এমডি (ফিজিক্যাল মেডিসিন)',
    years: 15,
    languages: ['Bangla', 'English'],
    bio: 'Physical medicine specialist for back and neck pain, arthritis and recovery after injury.',
    bioBn: 'ফিজিক্যাল মেডিসিন বিশেষজ্ঞ: কোমর ও ঘাড়ের ব্যথা, বাত আর আঘাতের পর সেরে ওঠায়।',
    hours: FULL_DAY,
  },
  {
    name: 'Dr. Tahmina Begum',
    treatment: 'Physiotherapy Assessment',
    bmdc: 'A-59036',
    qualifications: 'MBBS, FCPS (Physical Medicine)',
    qualificationsBn: 'এমবিবিএস, এফসিপিএস (ফিজিক্যাল মেডিসিন)',
    years: 7,
    languages: ['Bangla', 'English'],
    bio: 'Designs home exercise plans for posture, desk-job pain and recovery after surgery.',
    bioBn:
      'ভঙ্গি, ডেস্কে বসে কাজের ব্যথা আর অস্ত্রোপচারের পর সেরে ওঠার জন্য ঘরে করার মতো ব্যায়ামের পরিকল্পনা তৈরি করেন।',
    hours: MORNING,
  },
  {
    name: 'Dr. Nazmul Huda',
    treatment: 'Sleep and Fitness Review',
    bmdc: 'A-44865',
    qualifications: 'MBBS, MPhil (Physiology)',
    qualificationsBn: 'এমবিবিএস, এমফিল (শারীরবিদ্যা)',
    years: 12,
    languages: ['Bangla', 'English'],
    bio: 'Physiologist reviewing sleep, energy and fitness, with small changes that last.',
    bioBn: 'শারীরবিদ: ঘুম, শক্তি আর ফিটনেস পর্যালোচনা করেন, এমন ছোট পরিবর্তনে যা টিকে থাকে।',
    hours: MORNING,
  },
  {
    name: 'Dr. Rumana Haque',
    treatment: 'Sleep and Fitness Review',
    bmdc: 'A-62318',
    qualifications: 'MBBS, MSc (Sports Medicine)',
    qualificationsBn: 'এমবিবিএস, এমএসসি (স্পোর্টস মেডিসিন)',
    years: 4,
    languages: ['Bangla', 'English'],
    bio: 'Sports medicine doctor helping patients start moving safely, whatever their age.',
    bioBn: 'স্পোর্টস মেডিসিন চিকিৎসক: যেকোনো বয়সে নিরাপদে চলাফেরা ও ব্যায়াম শুরু করতে সাহায্য করেন।',
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
    titleBn: 'অনলাইন পরামর্শ কীভাবে হয়',
    discriptionBn:
      'ভিডিও পরামর্শের অ্যাপয়েন্টমেন্ট নিতে তিনটি ধাপ: একটি দিন বেছে নিন, আধা ঘণ্টার একটি খালি সময় বাছুন আর কার্ডে পরিশোধ করুন। নির্ধারিত সময়ে আপনার ডাক্তার যোগ দেন, আপনার ইতিহাস দেখেন এবং একটি প্রেসক্রিপশন দেন, যা আপনি ডাউনলোড করতে বা সরাসরি অংশীদার ফার্মেসিতে পাঠাতে পারেন।',
    discription:
      'Booking a video consultation takes three steps: pick a day, choose a free half-hour slot and pay by card. Your doctor joins at the booked time, reviews your history and uploads a prescription you can download or send straight to a partner pharmacy.',
  },
  {
    title: 'Managing diabetes during Ramadan',
    titleBn: 'রমজানে ডায়াবেটিস সামলানো',
    discriptionBn:
      'রোজা রাখলে শরীর কখন ও কীভাবে ইনসুলিন ব্যবহার করে তা বদলে যায়। মাস শুরুর আগে ডাক্তারের সঙ্গে কথা বলুন, রক্তে শর্করা আরও ঘন ঘন মাপুন, তা ৭০ মিগ্রা/ডেসিলিটারের নিচে নামলে সঙ্গে সঙ্গে রোজা ভাঙুন, আর সেহরিতে ধীরে হজম হয় এমন শর্করা বেছে নিন।',
    discription:
      'Fasting changes when and how your body uses insulin. Talk to your doctor before the month begins, check your blood sugar more often, break the fast at once if it drops below 70 mg/dL, and favour slow carbohydrates at suhoor.',
  },
  {
    title: 'Dengue season: signs that need a doctor',
    titleBn: 'ডেঙ্গুর মৌসুম: যে লক্ষণে ডাক্তার দেখাতে হবে',
    discriptionBn:
      'বেশির ভাগ ডেঙ্গু জ্বর এক সপ্তাহের মধ্যে সেরে যায়, কিন্তু পেটে তীব্র ব্যথা, বারবার বমি, মাড়ি থেকে রক্তপাত বা হঠাৎ ক্লান্তির মতো সতর্ক-লক্ষণ দেখা দিলে সেদিনই চিকিৎসা নিতে হবে। প্রচুর তরল পান করুন আর প্যারাসিটামল ছাড়া অন্য ব্যথানাশক এড়িয়ে চলুন।',
    discription:
      'Most dengue fevers pass within a week, but warning signs such as severe belly pain, repeated vomiting, bleeding gums or sudden tiredness mean you need care the same day. Drink plenty of fluids and avoid painkillers other than paracetamol.',
  },
  {
    title: 'Looking after your mind at work',
    titleBn: 'কর্মক্ষেত্রে মনের যত্ন',
    discriptionBn:
      'দীর্ঘ কর্মঘণ্টা, যানজট আর পারিবারিক দায়িত্ব মিলে চাপ জমে। ছোট বিরতি, নিয়মিত ঘুমের সময় আর খোলামেলা কথা সাহায্য করে, আর একজন কাউন্সেলর আপনাকে এমন কৌশল দিতে পারেন যাতে চাপ অবসাদ বা উদ্বেগে পরিণত হওয়ার আগেই সামলানো যায়।',
    discription:
      'Long hours, traffic and family duties add up. Short breaks, a regular sleep time and honest conversations help, and a counsellor can give you tools to handle stress before it turns into burnout or anxiety.',
  },
  {
    title: 'Back pain from desk jobs',
    titleBn: 'ডেস্কে বসে কাজের কোমরব্যথা',
    discriptionBn:
      'ঘণ্টার পর ঘণ্টা এক জায়গায় বসে থাকলে কোমরে চাপ পড়ে। স্ক্রিন চোখের সমান উচ্চতায় রাখুন, প্রতি ত্রিশ মিনিটে উঠে দাঁড়ান, আর আমাদের ফিজিওথেরাপিস্টদের পরামর্শ দেওয়া সকাল-সন্ধ্যার সহজ স্ট্রেচিং করে দেখুন।',
    discription:
      'Sitting still for hours strains the lower back. Set your screen at eye level, stand up every thirty minutes, and try the simple stretching routine our physiotherapists recommend for the morning and the evening.',
  },
  {
    title: 'Vaccines every child in Bangladesh should get',
    titleBn: 'বাংলাদেশের প্রতিটি শিশুর যে টিকা পাওয়া উচিত',
    discriptionBn:
      'জাতীয় টিকাদান কর্মসূচি শিশুদের হাম, পোলিও, ডিপথেরিয়া এবং আরও অনেক রোগ থেকে রক্ষা করে। টিকা কার্ড যত্নে রাখুন, জন্ম থেকে পনেরো মাস পর্যন্ত সময়সূচি মেনে চলুন, আর বাদ পড়া ডোজ নিয়ে অনলাইনে একজন শিশুরোগ বিশেষজ্ঞকে জিজ্ঞেস করুন।',
    discription:
      'The national immunisation programme protects children from measles, polio, diphtheria and more. Keep the vaccination card safe, follow the schedule from birth to fifteen months, and ask a paediatrician online about catch-up doses.',
  },
  {
    title: 'Reading your blood test report',
    titleBn: 'রক্ত পরীক্ষার রিপোর্ট পড়া',
    discriptionBn:
      'হিমোগ্লোবিন, রক্তে শর্করা, কোলেস্টেরল আর ক্রিয়েটিনিন: রোগীরা এই সংখ্যাগুলো নিয়েই সবচেয়ে বেশি জানতে চান। রেফারেন্স রেঞ্জের মানে কী, এর বাইরে একটি মান কেন খুব কমই জরুরি অবস্থা, আর কখন ফলো-আপের অ্যাপয়েন্টমেন্ট নিতে হবে, জেনে নিন।',
    discription:
      'Haemoglobin, blood sugar, cholesterol and creatinine are the numbers patients ask about most. Learn what the reference ranges mean, why a single value outside them is rarely an emergency, and when to book a follow-up.',
  },
];
