import { notFound } from 'next/navigation';

// `/[sport]/[slug]` is a category, a league or a match, resolved by looking the slug up in the catalogue. The
// catalogue endpoints arrive with the sandbox catalogue; until then no slug resolves and the page is a 404.
export default function SportSlugPage(): never {
  notFound();
}
