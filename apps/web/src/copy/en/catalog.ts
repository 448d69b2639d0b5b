export const servicesCopy = {
  title: 'Services | Sustho',
  metaDescription:
    'Medical, consultant, therapist and physiologist consultations online with verified doctors.',
  eyebrow: 'OUR SERVICES',
  heading: 'Services We Provide.',
  empty: 'No services are listed yet.',
  treatmentsHeading: 'Treatments',
  /** `price` comes from lib/money.ts: '15$' in dollars (docs/product/money.md §2) or '৳700'. */
  price: (price: string) => `Price: ${price}`,
  book: 'Book an appointment',
  noTreatments: 'No treatments are offered in this category yet.',
  allServices: 'All services',
};

export const blogsCopy = {
  title: 'Blogs | Sustho',
  metaDescription: 'Health tips and guides from Sustho doctors.',
  heading: "Let's Learn .....",
  empty: 'No blogs have been published yet.',
  allBlogs: 'All blogs',
  readMore: (title: string) => `Read: ${title}`,
};
