import { notFound } from 'next/navigation';

export default function NotFoundRoute(): never {
  notFound();
}
