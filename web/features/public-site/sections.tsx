// Building blocks of the public pages: a section with its heading, a grid of icon cards, a numbered
// list of steps and a call-to-action band. Pages pass translated text; these only lay it out.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { Icon, type IconName } from './icons';
import './sections.css';

export interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  muted?: boolean;
  children?: ReactNode;
}

export function Section({ id, eyebrow, title, intro, muted = false, children }: SectionProps) {
  const titleId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    <section id={id} className={`section${muted ? ' section--muted' : ''}`} aria-labelledby={titleId}>
      <div className="site-container">
        <header className="section__header">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={titleId} className="display-title section__title">
            {title}
          </h2>
          {intro ? <p className="lead-text section__intro">{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

export interface Card {
  icon: IconName;
  title: string;
  text: string;
}

export function CardGrid({ cards, columns = 3 }: { cards: Card[]; columns?: 2 | 3 | 4 | 5 }) {
  return (
    <ul className={`plain-list column-grid column-grid--${columns}`}>
      {cards.map((card) => (
        <li key={card.title} className="panel card">
          <span className="icon-box card__icon">
            <Icon name={card.icon} />
          </span>
          <h3 className="card__title">{card.title}</h3>
          <p className="card__text">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function StepList({ steps }: { steps: Card[] }) {
  return (
    <ol className="plain-list column-grid column-grid--5">
      {steps.map((step, index) => (
        <li key={step.title} className="panel card">
          <div className="cluster cluster--spread">
            <span className="icon-box card__icon">
              <Icon name={step.icon} />
            </span>
            <span className="step__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
          </div>
          <h3 className="card__title">{step.title}</h3>
          <p className="card__text">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function CtaBand({ title, text, action, to }: { title: string; text: string; action: string; to: string }) {
  return (
    <section className="cta-band" aria-label={title}>
      <div className="site-container stack cta-band__inner">
        <div>
          <p className="cta-band__title">{title}</p>
          <p className="cta-band__text">{text}</p>
        </div>
        <Link to={to} className={buttonClass('dark', 'dash-button--large')}>
          {action}
          <Icon name="arrow" />
        </Link>
      </div>
    </section>
  );
}

/** The dark opening band of an inner page: its eyebrow, its one <h1> and a lead paragraph. */
export function PageHero({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <div className="site-container">
        <p className="eyebrow eyebrow--on-dark">{eyebrow}</p>
        <h1 id="page-title" className="display-title display-title--on-dark page-hero__title">
          {title}
        </h1>
        <p className="lead-text lead-text--on-dark page-hero__lead">{lead}</p>
      </div>
    </section>
  );
}
