/** Contact page (spec 2.5). */
export const contactEn = {
  title: 'Contact',
  intro:
    'Write to us with questions, corporate requests or special documents; we answer the same day during office hours.',
  details: {
    title: 'Reach us',
    address: 'Address',
    addressText: 'Alemdar Mah. Babıali Cad. No: 12, 34110 Fatih / Istanbul',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Office hours',
    hoursText: 'Weekdays 09:00 – 18:00, Saturday 10:00 – 14:00',
  },
  map: 'Our office on the map',
  form: {
    title: 'Send a message',
    name: 'Your name',
    email: 'Your e-mail address',
    message: 'Your message',
    hp: 'Leave this field empty',
    submit: 'Send',
    required: 'Please fill in all fields.',
    failed: 'Your message could not be sent right now. Please try again later.',
  },
} as const;
