import { notFound } from 'next/navigation';

// Any path no route matches renders the localized not-found page with a 404 status.
export default function CatchAllPage(): never {
  notFound();
}
