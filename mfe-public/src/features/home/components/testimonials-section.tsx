import { useTranslation } from 'react-i18next';
import { homeNs } from '../home-texts';
import section from './section.module.css';
import { StaticTestimonials } from './static-testimonials';
import { TestimonialForm } from './testimonial-form';
import styles from './testimonials.module.css';

export function TestimonialsSection() {
  const { t } = useTranslation(homeNs);
  return (
    <section className={section.section} aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className={section.heading}>
        {t('testimonials.title')}
      </h2>
      <div className={styles.layout}>
        <StaticTestimonials />
        <TestimonialForm />
      </div>
    </section>
  );
}
