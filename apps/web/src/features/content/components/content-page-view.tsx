import type { SanitizedContentPage } from '../content-page-of';
import styles from './content-page-view.module.css';

/**
 * A content page of the site (About, General rules): its heading, lead and sections, each section a heading
 * the table of contents links to. The table of contents is a landmark of its own, named by its heading.
 */
export function ContentPageView({
  page,
  locale,
  contentsLabel,
}: {
  page: SanitizedContentPage;
  /** The page's language: the article is marked with its own when the text fell back to another. */
  locale: string;
  /** The table of contents' heading; none is drawn when null. */
  contentsLabel: string | null;
}) {
  const lang = page.lang === locale || page.lang === locale.split('-')[0] ? undefined : page.lang;
  return (
    <article
      className={styles.page}
      aria-labelledby="content-title"
      lang={lang}
      dir={lang ? 'auto' : undefined}
    >
      <header className={styles.header}>
        <h1 id="content-title" className={styles.title}>
          {page.title}
        </h1>
        {page.lead ? <p className={styles.lead}>{page.lead}</p> : null}
      </header>
      {contentsLabel ? (
        <nav className={styles.contents} aria-labelledby="content-contents">
          <h2 id="content-contents" className={styles.contentsTitle}>
            {contentsLabel}
          </h2>
          <ol className={styles.contentsList}>
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {page.sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={section.id}>
          <h2 id={section.id} className={styles.sectionTitle} tabIndex={-1}>
            {section.title}
          </h2>
          {/* NOTE: the one HTML sink of content pages: `SanitizedContentPage` comes only from contentPageOf,
              which ran the allow-list sanitizer on the server. */}
          <div className={styles.text} dangerouslySetInnerHTML={{ __html: section.html }} />
        </section>
      ))}
    </article>
  );
}
