import type { ReactNode } from 'react';
import classes from './checkout-section.module.css';

/** One block of the checkout page: a heading and its content, separated by the grey band Korean apps use. */
export const CheckoutSection = ({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) => (
  <section className={classes.section} aria-labelledby={id}>
    <h2 id={id} className={classes.title}>
      {title}
    </h2>
    {children}
  </section>
);
