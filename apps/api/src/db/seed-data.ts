/** The demo content an empty database starts with: the clinic's services, blogs and treatments. */

/** Half-hour slot starts from `from` up to (not including) `to`, both 'HH:MM'. */
function halfHours(from: string, to: string): string[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const starts: string[] = [];
  for (let minutes = toMinutes(from); minutes < toMinutes(to); minutes += 30) {
    starts.push(
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    );
  }
  return starts;
}

/** Opening hours are 9.00 am to 5.00 pm every day. */
const FULL_DAY = halfHours('09:00', '17:00');
const MORNING = halfHours('09:00', '13:00');
const AFTERNOON = halfHours('13:00', '17:00');

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

export const seedOptions = [
  { name: 'General Physician Consultation', service: 'Medical', price: 15, slots: FULL_DAY },
  { name: 'Child Health Check', service: 'Medical', price: 20, slots: MORNING },
  { name: 'Cardiology Consultation', service: 'Consultant', price: 40, slots: FULL_DAY },
  { name: 'Diabetes and Endocrinology', service: 'Consultant', price: 35, slots: AFTERNOON },
  { name: 'Stress and Anxiety Counselling', service: 'Therapist', price: 25, slots: FULL_DAY },
  { name: 'Family and Relationship Therapy', service: 'Therapist', price: 30, slots: AFTERNOON },
  { name: 'Physiotherapy Assessment', service: 'Physiologist', price: 25, slots: FULL_DAY },
  { name: 'Sleep and Fitness Review', service: 'Physiologist', price: 20, slots: MORNING },
];

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
