ALTER TABLE "blogs" ADD COLUMN "title_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "body_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "qualifications_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "bio_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_options" ADD COLUMN "name_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The demo catalogue a database was seeded with before this migration gets the Bangla new seeds get (seed-data.ts); the English stays as it was, and rows the clinic wrote itself keep an empty Bangla, which reads as their English.
UPDATE "services" SET "name_bn" = 'চিকিৎসা', "description_bn" = 'জ্বর, সংক্রমণ, দীর্ঘমেয়াদি রোগ আর প্রতিদিনের স্বাস্থ্য-দুশ্চিন্তায় ভিডিওতে একজন সাধারণ চিকিৎসকের পরামর্শ নিন, আর সেদিনই অনলাইনে প্রেসক্রিপশন পান।' WHERE "name" = 'Medical';
--> statement-breakpoint
UPDATE "services" SET "name_bn" = 'বিশেষজ্ঞ পরামর্শ', "description_bn" = 'দ্বিতীয় মতামত বা দীর্ঘমেয়াদি চিকিৎসা-পরিকল্পনার জন্য যাচাই করা বিশেষজ্ঞের (হৃদ্‌রোগ, হরমোন, শিশুরোগ এবং আরও) অ্যাপয়েন্টমেন্ট নিন, শহরে না গিয়েই।' WHERE "name" = 'Consultant';
--> statement-breakpoint
UPDATE "services" SET "name_bn" = 'থেরাপি', "description_bn" = 'মানসিক চাপ, পারিবারিক সমস্যা আর জীবনের ভারসাম্য নিয়ে একজন নিবন্ধিত কাউন্সেলরের সঙ্গে একান্তে কথা বলুন, বাংলায় বা ইংরেজিতে, যেখানে আপনি নিরাপদ বোধ করেন সেখান থেকেই।' WHERE "name" = 'Therapist';
--> statement-breakpoint
UPDATE "services" SET "name_bn" = 'শারীরবৃত্ত ও ফিজিওথেরাপি', "description_bn" = 'ফিজিওথেরাপি ও শারীরবৃত্ত বিশেষজ্ঞদের কাছ থেকে ব্যায়ামের নির্দেশিত পরিকল্পনা, ভঙ্গি ও ব্যথার মূল্যায়ন, আর ঘুম ও ফিটনেসের পর্যালোচনা পান।' WHERE "name" = 'Physiologist';
--> statement-breakpoint
UPDATE "appointment_options" SET "name_bn" = 'সাধারণ চিকিৎসকের পরামর্শ' WHERE "name" = 'General Physician Consultation';
--> statement-breakpoint
UPDATE "appointment_options" SET "name_bn" = 'শিশুর স্বাস্থ্য পরীক্ষা' WHERE "name" = 'Child Health Check';
--> statement-breakpoint
UPDATE "appointment_options" SET "name_bn" = 'হৃদ্‌রোগ বিশেষজ্ঞের পরামর্শ' WHERE "name" = 'Cardiology Consultation';
--> statement-breakpoint
UPDATE "appointment_options" SET "name_bn" = 'ডায়াবেটিস ও হরমোন রোগ' WHERE "name" = 'Diabetes and Endocrinology';
--> statement-breakpoint
UPDATE "appointment_options" SET "name_bn" = 'মানসিক চাপ ও উদ্বেগের কাউন্সেলিং' WHERE "name" = 'Stress and Anxiety Counselling';
--> statement-breakpoint
UPDATE "appointment_options" SET "name_bn" = 'পরিবার ও সম্পর্কের থেরাপি' WHERE "name" = 'Family and Relationship Therapy';
--> statement-breakpoint
UPDATE "appointment_options" SET "name_bn" = 'ফিজিওথেরাপি মূল্যায়ন' WHERE "name" = 'Physiotherapy Assessment';
--> statement-breakpoint
UPDATE "appointment_options" SET "name_bn" = 'ঘুম ও ফিটনেস পর্যালোচনা' WHERE "name" = 'Sleep and Fitness Review';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, এফসিপিএস (মেডিসিন)' WHERE "qualifications" = 'MBBS, FCPS (Medicine)';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, এমডি (ইন্টারনাল মেডিসিন)' WHERE "qualifications" = 'MBBS, MD (Internal Medicine)';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, সিসিডি' WHERE "qualifications" = 'MBBS, CCD';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, এফসিপিএস (শিশুরোগ)' WHERE "qualifications" = 'MBBS, FCPS (Paediatrics)';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, ডিসিএইচ' WHERE "qualifications" = 'MBBS, DCH';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, এমডি (কার্ডিওলজি), এফএসিসি' WHERE "qualifications" = 'MBBS, MD (Cardiology), FACC';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, ডি-কার্ড' WHERE "qualifications" = 'MBBS, D-Card';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, এফসিপিএস (মেডিসিন), এমডি (এন্ডোক্রাইনোলজি)' WHERE "qualifications" = 'MBBS, FCPS (Medicine), MD (Endocrinology)';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, সিসিডি, এমএসিই' WHERE "qualifications" = 'MBBS, CCD, MACE';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, এমফিল (মনোরোগ)' WHERE "qualifications" = 'MBBS, MPhil (Psychiatry)';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, এমডি (মনোরোগ)' WHERE "qualifications" = 'MBBS, MD (Psychiatry)';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, এমফিল (ক্লিনিক্যাল সাইকোলজি)' WHERE "qualifications" = 'MBBS, MPhil (Clinical Psychology)';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, এমএস (কাউন্সেলিং সাইকোলজি)' WHERE "qualifications" = 'MBBS, MS (Counselling Psychology)';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, এমডি (ফিজিক্যাল মেডিসিন)' WHERE "qualifications" = 'MBBS, MD (Physical Medicine)';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, এফসিপিএস (ফিজিক্যাল মেডিসিন)' WHERE "qualifications" = 'MBBS, FCPS (Physical Medicine)';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, এমফিল (শারীরবিদ্যা)' WHERE "qualifications" = 'MBBS, MPhil (Physiology)';
--> statement-breakpoint
UPDATE "doctors" SET "qualifications_bn" = 'এমবিবিএস, এমএসসি (স্পোর্টস মেডিসিন)' WHERE "qualifications" = 'MBBS, MSc (Sports Medicine)';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'সাধারণ চিকিৎসক: জ্বর, সংক্রমণ, রক্তচাপ আর দীর্ঘমেয়াদি রোগের চিকিৎসা করেন, আর প্রতিটি প্রেসক্রিপশন সহজ ভাষায় বুঝিয়ে দেন।' WHERE "bio" LIKE 'General physician who looks after fevers%';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'মেডিসিন বিশেষজ্ঞ; ডেঙ্গু, টাইফয়েড আর অন্যান্য মৌসুমি অসুখে বিশেষ আগ্রহ।' WHERE "bio" LIKE 'Internal medicine doctor with%';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'পারিবারিক চিকিৎসক: ডায়াবেটিস, থাইরয়েডের সমস্যা আর প্রতিদিনের স্বাস্থ্য-দুশ্চিন্তা সামলাতে রোগীদের সাহায্য করেন।' WHERE "bio" LIKE 'Family doctor who helps%';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'শিশুরোগ বিশেষজ্ঞ: নবজাতক থেকে কিশোর বয়স পর্যন্ত বৃদ্ধি, টিকা, খাওয়াদাওয়া আর শৈশবের অসুখের যত্ন নেন।' WHERE "bio" LIKE 'Paediatrician caring%';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'শিশু-স্বাস্থ্য বিশেষজ্ঞ; পুষ্টি, হাঁপানি আর অ্যালার্জি নিয়ে মা-বাবার সঙ্গে কাজ করেন।' WHERE "bio" LIKE 'Child health specialist%';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'হৃদ্‌রোগ বিশেষজ্ঞ: বুকে ব্যথা, উচ্চ রক্তচাপ, হার্ট ফেইলিওর আর হার্ট অ্যাটাকের পরের যত্ন।' WHERE "bio" LIKE 'Cardiologist for chest pain%';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'হৃদ্‌রোগ বিশেষজ্ঞ; নারীদের মধ্যে এবং যে পরিবারে হৃদ্‌রোগের ইতিহাস আছে সেখানে রোগ প্রতিরোধে মনোযোগী।' WHERE "bio" LIKE 'Heart specialist focused%';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'হরমোন রোগ বিশেষজ্ঞ: ডায়াবেটিস, থাইরয়েড আর হরমোনের সমস্যায় খাবার ও রোজার বাস্তব পরিকল্পনা দেন।' WHERE "bio" LIKE 'Endocrinologist for diabetes%';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'ডায়াবেটিস চিকিৎসক: রমজানেও নিরাপদে ইনসুলিন আর ওষুধের মাত্রা ঠিক করতে রোগীদের সাহায্য করেন।' WHERE "bio" LIKE 'Diabetes doctor helping%';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'মনোরোগ বিশেষজ্ঞ, যিনি আগে মন দিয়ে শোনেন: মানসিক চাপ, উদ্বেগ, মন খারাপ আর ঘুমের সমস্যায়।' WHERE "bio" LIKE 'Psychiatrist who listens%';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'শিক্ষার্থী আর তরুণ পেশাজীবীদের পরীক্ষার চাপ, প্যানিক অ্যাটাক আর অবসাদ নিয়ে কাজ করেন।' WHERE "bio" LIKE 'Works with students%';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'পারিবারিক থেরাপিস্ট: দম্পতি, মা-বাবা আর প্রাপ্তবয়স্ক সন্তানদের দ্বন্দ্ব ও পরিবর্তনের সময় পাশে থাকেন।' WHERE "bio" LIKE 'Family therapist for couples%';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'কাউন্সেলর: অসুখ, প্রিয়জন হারানো বা বিদেশে চলে যাওয়ার পর পরিবারকে আবার কথা বলতে সাহায্য করেন।' WHERE "bio" LIKE 'Counsellor who helps families%';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'ফিজিক্যাল মেডিসিন বিশেষজ্ঞ: কোমর ও ঘাড়ের ব্যথা, বাত আর আঘাতের পর সেরে ওঠায়।' WHERE "bio" LIKE 'Physical medicine specialist%';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'ভঙ্গি, ডেস্কে বসে কাজের ব্যথা আর অস্ত্রোপচারের পর সেরে ওঠার জন্য ঘরে করার মতো ব্যায়ামের পরিকল্পনা তৈরি করেন।' WHERE "bio" LIKE 'Designs home exercise%';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'শারীরবিদ: ঘুম, শক্তি আর ফিটনেস পর্যালোচনা করেন, এমন ছোট পরিবর্তনে যা টিকে থাকে।' WHERE "bio" LIKE 'Physiologist reviewing%';
--> statement-breakpoint
UPDATE "doctors" SET "bio_bn" = 'স্পোর্টস মেডিসিন চিকিৎসক: যেকোনো বয়সে নিরাপদে চলাফেরা ও ব্যায়াম শুরু করতে সাহায্য করেন।' WHERE "bio" LIKE 'Sports medicine doctor%';
--> statement-breakpoint
UPDATE "blogs" SET "title_bn" = 'অনলাইন পরামর্শ কীভাবে হয়', "body_bn" = 'ভিডিও পরামর্শের অ্যাপয়েন্টমেন্ট নিতে তিনটি ধাপ: একটি দিন বেছে নিন, আধা ঘণ্টার একটি খালি সময় বাছুন আর কার্ডে পরিশোধ করুন। নির্ধারিত সময়ে আপনার ডাক্তার যোগ দেন, আপনার ইতিহাস দেখেন এবং একটি প্রেসক্রিপশন দেন, যা আপনি ডাউনলোড করতে বা সরাসরি অংশীদার ফার্মেসিতে পাঠাতে পারেন।' WHERE "title" = 'How an online consultation works';
--> statement-breakpoint
UPDATE "blogs" SET "title_bn" = 'রমজানে ডায়াবেটিস সামলানো', "body_bn" = 'রোজা রাখলে শরীর কখন ও কীভাবে ইনসুলিন ব্যবহার করে তা বদলে যায়। মাস শুরুর আগে ডাক্তারের সঙ্গে কথা বলুন, রক্তে শর্করা আরও ঘন ঘন মাপুন, তা ৭০ মিগ্রা/ডেসিলিটারের নিচে নামলে সঙ্গে সঙ্গে রোজা ভাঙুন, আর সেহরিতে ধীরে হজম হয় এমন শর্করা বেছে নিন।' WHERE "title" = 'Managing diabetes during Ramadan';
--> statement-breakpoint
UPDATE "blogs" SET "title_bn" = 'ডেঙ্গুর মৌসুম: যে লক্ষণে ডাক্তার দেখাতে হবে', "body_bn" = 'বেশির ভাগ ডেঙ্গু জ্বর এক সপ্তাহের মধ্যে সেরে যায়, কিন্তু পেটে তীব্র ব্যথা, বারবার বমি, মাড়ি থেকে রক্তপাত বা হঠাৎ ক্লান্তির মতো সতর্ক-লক্ষণ দেখা দিলে সেদিনই চিকিৎসা নিতে হবে। প্রচুর তরল পান করুন আর প্যারাসিটামল ছাড়া অন্য ব্যথানাশক এড়িয়ে চলুন।' WHERE "title" = 'Dengue season: signs that need a doctor';
--> statement-breakpoint
UPDATE "blogs" SET "title_bn" = 'কর্মক্ষেত্রে মনের যত্ন', "body_bn" = 'দীর্ঘ কর্মঘণ্টা, যানজট আর পারিবারিক দায়িত্ব মিলে চাপ জমে। ছোট বিরতি, নিয়মিত ঘুমের সময় আর খোলামেলা কথা সাহায্য করে, আর একজন কাউন্সেলর আপনাকে এমন কৌশল দিতে পারেন যাতে চাপ অবসাদ বা উদ্বেগে পরিণত হওয়ার আগেই সামলানো যায়।' WHERE "title" = 'Looking after your mind at work';
--> statement-breakpoint
UPDATE "blogs" SET "title_bn" = 'ডেস্কে বসে কাজের কোমরব্যথা', "body_bn" = 'ঘণ্টার পর ঘণ্টা এক জায়গায় বসে থাকলে কোমরে চাপ পড়ে। স্ক্রিন চোখের সমান উচ্চতায় রাখুন, প্রতি ত্রিশ মিনিটে উঠে দাঁড়ান, আর আমাদের ফিজিওথেরাপিস্টদের পরামর্শ দেওয়া সকাল-সন্ধ্যার সহজ স্ট্রেচিং করে দেখুন।' WHERE "title" = 'Back pain from desk jobs';
--> statement-breakpoint
UPDATE "blogs" SET "title_bn" = 'বাংলাদেশের প্রতিটি শিশুর যে টিকা পাওয়া উচিত', "body_bn" = 'জাতীয় টিকাদান কর্মসূচি শিশুদের হাম, পোলিও, ডিপথেরিয়া এবং আরও অনেক রোগ থেকে রক্ষা করে। টিকা কার্ড যত্নে রাখুন, জন্ম থেকে পনেরো মাস পর্যন্ত সময়সূচি মেনে চলুন, আর বাদ পড়া ডোজ নিয়ে অনলাইনে একজন শিশুরোগ বিশেষজ্ঞকে জিজ্ঞেস করুন।' WHERE "title" = 'Vaccines every child in Bangladesh should get';
--> statement-breakpoint
UPDATE "blogs" SET "title_bn" = 'রক্ত পরীক্ষার রিপোর্ট পড়া', "body_bn" = 'হিমোগ্লোবিন, রক্তে শর্করা, কোলেস্টেরল আর ক্রিয়েটিনিন: রোগীরা এই সংখ্যাগুলো নিয়েই সবচেয়ে বেশি জানতে চান। রেফারেন্স রেঞ্জের মানে কী, এর বাইরে একটি মান কেন খুব কমই জরুরি অবস্থা, আর কখন ফলো-আপের অ্যাপয়েন্টমেন্ট নিতে হবে, জেনে নিন।' WHERE "title" = 'Reading your blood test report';
